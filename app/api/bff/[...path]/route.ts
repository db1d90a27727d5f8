import type { NextRequest } from 'next/server';
import { forwardToApi, isForwardablePath } from '@/lib/session/forward';
import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { configErrorResponse, jsonNoStore, UNAUTHENTICATED } from '@/lib/session/responses';
import { destroySession, sessionAuthorization } from '@/lib/session/session';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The BFF (docs/architecture.md): client components reach member endpoints at /api/bff/<path>. It adds
 * the session's bearer and X-Access-Type, forwards only to the fixed API base (lib/session/forward.ts),
 * refuses cross-origin writes with 403, passes status and JSON through, never lets anything cache the
 * answer, and ends the session when the API says 401 / 'Unauthenticated.' (the client then shows the
 * forced-logout notice once).
 */
async function forward(request: NextRequest, { params }: Context) {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  const { path } = await params;
  if (!isForwardablePath(path)) return jsonNoStore({ message: '找不到此路徑' }, 404);

  let authorization: string | undefined;
  try {
    authorization = await sessionAuthorization();
  } catch (error) {
    return configErrorResponse(error);
  }
  if (!authorization) {
    await destroySession();
    return jsonNoStore(UNAUTHENTICATED, 401);
  }

  const answer = await forwardToApi(request, path, authorization);
  let unauthenticated = answer.status === 401;
  if (!unauthenticated && answer.status !== 204) {
    const text = await answer.clone().text();
    if (text.includes('Unauthenticated.')) {
      try {
        unauthenticated = (JSON.parse(text) as { message?: unknown }).message === 'Unauthenticated.';
      } catch {
        // not JSON: passed through as it is
      }
    }
  }
  if (unauthenticated) await destroySession();
  return answer;
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
