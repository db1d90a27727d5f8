import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** GET health: answers only when the database does (the app's middleware has opened it) and a query runs. */
export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/health', async (c) => {
  await c.get('db').execute(sql`select 1`);
  return c.json({ status: 'ok', database: 'ok' }, 200, { 'Cache-Control': 'no-store' });
});
