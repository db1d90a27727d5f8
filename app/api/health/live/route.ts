import { connection } from 'next/server';
import { jsonNoStore } from '@/lib/session/responses';

/**
 * GET /api/health/live: liveness, for an orchestrator that restarts a process that no longer answers.
 * 200 as long as the process serves requests, whatever the web API and the database say: those are
 * readiness (GET /api/health), which takes an instance out of rotation without restarting it. A process
 * whose own database cannot work stops by itself (server/database-watch.mjs).
 */
export async function GET() {
  await connection(); // answered per request, never prerendered
  return jsonNoStore({ status: 'ok' });
}
