import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { desc, eq } from 'drizzle-orm';
import { wallTimeMinus } from '@/lib/domain/orders';
import { orders, products, smsOutbox } from '../db/schema';
import type { AppEnv } from '../http/env';
import { requireMember } from '../http/auth';
import { HttpError, invalidField, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { readBody } from '../http/validate';
import { createE2eMember, removeE2eMember } from '../services/e2e-members';
import { isDemo } from '../services/demo-mode';
import { isSiteClosed, setSiteClosed } from '../services/site-maintenance';

/** Demo helpers. They exist only while the embedded API serves the demo (isDemo: API_BASE_URL unset, DEMO_MODE not off). */
export const devRoutes = new Hono<AppEnv>();

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
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0)
    throw invalidField('quantity', '庫存須為非負整數');
  const [row] = await c
    .get('db')
    .update(products)
    .set({ quantity })
    .where(eq(products.id, id))
    .returning({ id: products.id, quantity: products.quantity });
  if (!row) throw notFound('暫無此商品');
  return c.json({ data: row });
});

/**
 * End-to-end tests only, like the stock hook: a member of the test's own (an activated distributor in good
 * standing with a fresh identity card, or with `{business: true}` a company's tax number, and the demo
 * password: services/e2e-members.ts), so no two tests share a cart or orders and a new spec needs no seed
 * member. DELETE removes it with its orders, cart and the rest; a member it did not make (a seed member) is
 * refused with 403.
 */
devRoutes.post('/_dev/members', async (c) => {
  if (!isDemo() || process.env.E2E_HOOKS !== '1') throw notFound('找不到這個 API 路徑');
  const { business = false } = await readBody(c.req.raw);
  if (typeof business !== 'boolean') throw invalidField('business', '請以 true 或 false 指定是否為公司會員');
  const member = await createE2eMember(c.get('db'), { business });
  return c.json({ data: member }, 201);
});

devRoutes.delete('/_dev/members/:id', async (c) => {
  if (!isDemo() || process.env.E2E_HOOKS !== '1') throw notFound('找不到這個 API 路徑');
  const outcome = await removeE2eMember(c.get('db'), idParam(c.req.param('id'), '查無此會員'));
  if (outcome === 'missing') throw notFound('查無此會員');
  if (outcome === 'refused') throw new HttpError(403, '只能刪除測試建立的會員');
  return c.json({ data: { removed: true } });
});

const MINUTES_IN_A_YEAR = 525_600;

/**
 * End-to-end tests only, like the stock hook: moves one order's clock back `minutes` (its created_at,
 * its payment deadline and an ATM order's remittance day with it), so a test sees its deadline pass
 * without sleeping and without moving anyone else's clock. Expiry then happens when the order is next
 * read, as it would for a real one.
 */
devRoutes.put('/_dev/orders/:number/age', async (c) => {
  if (!isDemo() || process.env.E2E_HOOKS !== '1') throw notFound('找不到這個 API 路徑');
  const { minutes } = await readBody(c.req.raw);
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MINUTES_IN_A_YEAR)
    throw invalidField('minutes', '分鐘數須為 1 至 525600 的整數');
  const db = c.get('db');
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.order_number, c.req.param('number')));
  if (!order) throw notFound('查無此訂單');
  const deadline = order.payment_deadline && wallTimeMinus(order.payment_deadline, minutes);
  const [row] = await db
    .update(orders)
    .set({
      created_at: wallTimeMinus(order.created_at, minutes),
      payment_deadline: deadline,
      atm_day: order.atm_day && deadline ? deadline.slice(0, 10) : order.atm_day,
    })
    .where(eq(orders.id, order.id))
    .returning({
      order_number: orders.order_number,
      created_at: orders.created_at,
      payment_deadline: orders.payment_deadline,
      atm_day: orders.atm_day,
    });
  return c.json({ data: row });
});

/**
 * The demo's maintenance switch (an operator of a real shop uses the file DATA_DIR/maintenance, see
 * services/site-maintenance.ts): `{closed: true}` closes the site, `{closed: false}` opens it again.
 * A signed-in member only: whoever merely reaches the demo cannot close it (401 otherwise).
 */
const demoOnly = createMiddleware<AppEnv>(async (_c, next) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  await next();
});

devRoutes.put('/_dev/maintenance', demoOnly, requireMember, async (c) => {
  const { closed } = await readBody(c.req.raw);
  if (typeof closed !== 'boolean') throw invalidField('closed', '請以 true 或 false 指定是否維護中');
  setSiteClosed(closed);
  return c.json({ data: { closed: isSiteClosed() } });
});
