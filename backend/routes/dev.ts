import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { products, smsOutbox } from '../db/schema';
import type { AppEnv } from '../http/env';
import { invalidField, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { readBody } from '../http/validate';

/** Demo helpers. They exist only while the embedded API serves the demo (API_BASE_URL unset, DEMO_MODE not 0). */
export const devRoutes = new Hono<AppEnv>();

export const isDemo = () => !process.env.API_BASE_URL && process.env.DEMO_MODE !== '0';

devRoutes.get('/_dev/sms', async (c) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  const rows = await c
    .get('db')
    .select({ phone: smsOutbox.phone, text: smsOutbox.text, code: smsOutbox.code, created_at: smsOutbox.created_at })
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.id))
    .limit(50);
  return c.json({ data: rows });
});

/**
 * End-to-end tests only (E2E_HOOKS=1, set by playwright.config.ts, on the demo): sets a product's
 * stock, so a test can make a cart line run out as an order by someone else would. Answers 404
 * everywhere else, like an unknown path.
 */
devRoutes.put('/_dev/products/:id/quantity', async (c) => {
  if (!isDemo() || process.env.E2E_HOOKS !== '1') throw notFound('找不到這個 API 路徑');
  const id = idParam(c.req.param('id'));
  const { quantity } = await readBody(c.req.raw);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) throw invalidField('quantity', '庫存須為非負整數');
  const [row] = await c.get('db').update(products).set({ quantity }).where(eq(products.id, id)).returning({ id: products.id, quantity: products.quantity });
  if (!row) throw notFound('暫無此商品');
  return c.json({ data: row });
});
