import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { offices, serviceBases } from '../db/schema';
import type { AppEnv } from '../http/env';
import { liveList, liveOne } from '../http/live-answers';
import type { Office, ServiceBase } from '@/lib/contract/types';

/** Regional offices and the nationwide service bases. */
export const officeRoutes = new Hono<AppEnv>();

officeRoutes.get('/offices', liveList<Office>(offices, [asc(offices.sort), asc(offices.id)]));

officeRoutes.get('/offices/:id', liveOne<Office>(offices, '查無此營業所'));

officeRoutes.get('/service-bases', liveList<ServiceBase>(serviceBases, [asc(serviceBases.sort), asc(serviceBases.id)]));
