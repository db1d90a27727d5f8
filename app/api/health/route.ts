import { connection } from 'next/server';
import { call } from '@/lib/api/call';
import { ApiError, isAbsentCall } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { jsonNoStore } from '@/lib/session/responses';

type Readiness = { status: 'ok'; database?: 'ok' } | null;

/**
 * Readiness from an API without `GET health` (the spec does not name it): `GET system-images` answers, the call
 * the spec's maintenance poll reads (public §4), so an API closed for maintenance (5030) is an instance that
 * serves the maintenance page, ready too.
 */
const systemImagesAnswer = (api: ReturnType<typeof serverApi>): Promise<Readiness> =>
  call(api, 'GET system-images').then(
    () => ({ status: 'ok' }),
    (error: unknown) => (error instanceof ApiError && error.isSiteMaintenance ? { status: 'ok' } : null),
  );

/**
 * GET /api/health, readiness, for a load balancer: 200 {status: 'ok', database: 'ok'} when the web API answers
 * `GET health` and its database runs a query; on an API that has not `GET health` (404, 405), 200 {status: 'ok'}
 * when `GET system-images` answers; else 503. Nothing else (no secrets, no versions). Liveness is
 * GET /api/health/live.
 */
export async function GET() {
  await connection(); // answered per request, never prerendered
  const api = serverApi().extend({ timeout: 5_000 });
  const ready = await call(api, 'GET health').then(
    (body): Readiness => (body.database === 'ok' ? { status: 'ok', database: 'ok' } : null),
    (error: unknown) => (isAbsentCall(error) ? systemImagesAnswer(api) : null),
  );
  return ready ? jsonNoStore(ready) : jsonNoStore({ status: 'unavailable', database: 'unavailable' }, 503);
}
