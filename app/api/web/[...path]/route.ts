import type { NextRequest } from 'next/server';
import { handleEmbedded } from '@/lib/api/embedded';
import { forwardToApi, isForwardablePath } from '@/lib/session/forward';
import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { jsonNoStore } from '@/lib/session/responses';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The web API for the browser's public calls (lib/api/browser.ts), at /api/web/*. Never cached.
 * - On the embedded API: the API itself (backend/), for `next dev`, Jest and a bare `next start`. Under
 *   `npm start` the production server answers every /api/web request from outside with the same instance
 *   (server/web-api.mjs, decision 0170); only Next.js's own reads come here (its image optimiser reads
 *   /api/web/storage/… through its handler, not over HTTP).
 * - With API_BASE_URL: the company API, reached through the shop as a visitor (no bearer, no cookie; member
 *   calls go through the BFF), so that the browser needs no address of it and the company no CORS, and
 *   nothing of the embedded demo is reachable. Cross-site writes are refused as the BFF refuses them.
 */
async function respond(request: NextRequest, { params }: Context) {
  if (!process.env.API_BASE_URL) return handleEmbedded(request);
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  const { path } = await params;
  if (!isForwardablePath(path)) return jsonNoStore({ message: '找不到此路徑' }, 404);
  return forwardToApi(request, path);
}

export { respond as GET, respond as POST, respond as PUT, respond as PATCH, respond as DELETE };
