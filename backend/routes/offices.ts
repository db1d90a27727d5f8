import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { offices, serviceBases } from '../db/schema';
import { isLive, liveRows } from '../db/filters';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import type { Office, ServiceBase } from '@/lib/contract/types';

/** Regional offices and the nationwide service bases. */
export const officeRoutes = new Hono<AppEnv>();

officeRoutes.get('/offices', async (c) => {
  const rows: Office[] = await liveRows(c.get('db'), offices, [asc(offices.sort), asc(offices.id)]);
  return c.json({ data: rows });
});

officeRoutes.get('/offices/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const [office]: Office[] = await c
    .get('db')
    .select()
    .from(offices)
    .where(and(eq(offices.id, id), isLive(offices)));
  if (!office) throw notFound('查無此營業所');
  return c.json({ data: office });
});

officeRoutes.get('/service-bases', async (c) => {
  const rows: ServiceBase[] = await liveRows(c.get('db'), serviceBases, [asc(serviceBases.sort), asc(serviceBases.id)]);
  return c.json({ data: rows });
});
