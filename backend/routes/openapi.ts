import { Hono } from 'hono';
import { openApiDocument } from '@/lib/calls/openapi';
import type { AppEnv } from '../http/env';

/** GET openapi.json: the contract this API keeps (docs/openapi.json), generated once per process. */
export const openApiRoutes = new Hono<AppEnv>();

let document: ReturnType<typeof openApiDocument> | undefined;

openApiRoutes.get('/openapi.json', (c) =>
  c.json((document ??= openApiDocument()), 200, { 'Cache-Control': 'public, max-age=300' }),
);
