import { Hono } from 'hono';
import { taipeiDateTime } from '@/lib/domain/clock';
import { findCall } from '@/lib/calls/catalogue';
import { REQUEST_REFUSALS } from '@/lib/contract/request-refusals';
import { getDb } from './db/client';
import { requireMember } from './http/auth';
import type { AppEnv } from './http/env';
import { HttpError } from './http/errors';
import { refuseHostileUrl, refuseUnknownMethod } from './http/request-guards';
import { SITE_MAINTENANCE_BODY, SITE_MAINTENANCE_STATUS } from '@/lib/domain/site-maintenance';
import { isOpenWhileClosed, isSiteClosed } from './services/site-maintenance';
import { publicRoutes } from './routes/public';
import { memberRoutes } from './routes/member';
import { log } from '@/lib/node/log.mjs';

/** A call the catalogue says belongs to a member: it answers 401 without a valid bearer token. */
const isMemberCall = (method: string, path: string) =>
  findCall(method === 'HEAD' ? 'GET' : method, path.replace(/^\/api\/web\/?/, ''))?.access === 'member'; // HEAD is answered by GET's route

export function createApp() {
  const app = new Hono<AppEnv>().basePath('/api/web');

  app.use(refuseUnknownMethod, refuseHostileUrl);
  // The site closed for maintenance (services/site-maintenance.ts): the spec's "server message" for every call but the few kept open.
  app.use(async (c, next) => {
    if (!isSiteClosed() || isOpenWhileClosed(c.req.path.replace(/^\/api\/web\/?/, ''))) return next();
    return c.json(SITE_MAINTENANCE_BODY, SITE_MAINTENANCE_STATUS, {
      'Cache-Control': 'no-store',
      'Retry-After': '300',
    });
  });
  app.use(async (c, next) => {
    c.set('db', await getDb());
    c.set('now', taipeiDateTime(new Date()));
    c.set('handle', async (request) => app.fetch(request));
    await next();
  });
  // A member's answers (and anything asked with a bearer: a tester sees more products) are never stored by a cache.
  app.use(async (c, next) => {
    await next();
    if (c.get('member') || c.req.header('authorization') || isMemberCall(c.req.method, c.req.path))
      c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use((c, next) => (isMemberCall(c.req.method, c.req.path) ? requireMember(c, next) : next()));

  app.route('/', publicRoutes);
  app.route('/', memberRoutes);

  app.notFound((c) => c.json({ message: '找不到這個 API 路徑' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.toJSON(), error.status);
    // Decoding a path param or query the guards let through is still bad input, never a 500.
    if (error instanceof URIError) return c.json({ message: REQUEST_REFUSALS.malformedUrl }, 400);
    log.error(
      {
        err: error,
        method: c.req.method,
        call: findCall(c.req.method, c.req.path.replace(/^\/api\/web\/?/, ''))?.name ?? '(unknown)',
      },
      'the web API failed to answer',
    );
    return c.json({ message: '系統錯誤，請稍後再試' }, 500);
  });
  return app;
}
