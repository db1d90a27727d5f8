import { connection } from 'next/server';
import { call } from '@/lib/api/call';
import { serverApi } from '@/lib/api/server';
import { jsonNoStore } from '@/lib/session/responses';

/**
 * GET /api/health, readiness, for a load balancer: 200 {status: 'ok', database: 'ok'} when the web API answers
 * and its database runs a query, else 503. Nothing else (no secrets, no versions). Liveness is
 * GET /api/health/live.
 */
export async function GET() {
  await connection(); // answered per request, never prerendered
  const healthy = await call(serverApi().extend({ timeout: 5_000 }), 'GET health')
    .then((body) => body.database === 'ok')
    .catch(() => false);
  return healthy
    ? jsonNoStore({ status: 'ok', database: 'ok' })
    : jsonNoStore({ status: 'unavailable', database: 'unavailable' }, 503);
}
