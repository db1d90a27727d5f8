import { createHash, timingSafeEqual } from 'node:crypto';
import { connection, type NextRequest } from 'next/server';
import { metrics } from '@/lib/node/metrics.mjs';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics: the process's counters (lib/node/metrics.mjs, one registry the production server and this
 * bundle share) in Prometheus's text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN the path is not served at all (404): there is no default token, and a token under 32
 * characters refuses to start (server/start-requirements.mjs). Decisions 0131 and 0170.
 */
export async function GET(request: NextRequest) {
  await connection(); // answered per request, never prerendered
  const token = process.env.METRICS_TOKEN;
  if (!token) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (!timingSafeEqual(digest(String(request.headers.get('authorization'))), digest(`Bearer ${token}`)))
    return new Response('401', {
      status: 401,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer' },
    });
  return new Response(await metrics.registry.metrics(), {
    headers: { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' },
  });
}
