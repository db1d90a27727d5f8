import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import { smsOutbox } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';

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
