import type { NextRequest } from 'next/server';
import { serverApi } from '@/lib/api/server';
import { readTextWithin } from '@/lib/contract/request-refusals';
import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { BODY_TOO_LARGE, configErrorResponse, jsonNoStore, UNAUTHENTICATED } from '@/lib/session/responses';
import { destroySession, sessionAuthorization } from '@/lib/session/session';

// Next.js hands the segments decoded: a '%' left in one was double-encoded (`%252e%252e`, `%252F`), which
// an upstream that decodes twice would read as a dot segment or a slash. No member path has one.
const SEGMENT = /^[\w\-.~@:]+$/;

type Context = { params: Promise<{ path: string[] }> };

/**
 * The BFF (docs/architecture.md): client components reach member endpoints at /api/bff/<path>. It adds
 * the session's bearer and X-Access-Type, forwards only to the fixed API base (lib/api/server.ts:
 * the embedded API in-process, or API_BASE_URL), refuses cross-origin writes with 403, passes
 * status and JSON through, never lets anything cache the answer, and ends the session when the API
 * says 401 / 'Unauthenticated.' (the client then shows the forced-logout notice once).
 */
async function forward(request: NextRequest, { params }: Context) {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  const { path } = await params;
  if (!path?.length || path.some((segment) => segment === '.' || segment === '..' || !SEGMENT.test(segment))) {
    return jsonNoStore({ message: '找不到此路徑' }, 404);
  }

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

  const method = request.method.toUpperCase();
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    // Read while it streams: a chunked body past 1 MB is refused before it is read whole.
    const text = await readTextWithin(request);
    if (text === null) return BODY_TOO_LARGE();
    body = text;
  }

  // POST orders' Idempotency-Key travels on: a retried checkout then answers the first order.
  const idempotencyKey = request.headers.get('idempotency-key');
  const headers: Record<string, string> = {
    ...(body ? { 'Content-Type': request.headers.get('content-type') ?? 'application/json' } : {}),
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  };
  // Only keys with values: ky's merge lets an explicit `headers: undefined` drop the bearer.
  const upstream = await serverApi(authorization)(path.map(encodeURIComponent).join('/'), {
    method,
    throwHttpErrors: false,
    ...(body ? { body } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(request.nextUrl.search ? { searchParams: request.nextUrl.searchParams } : {}),
  }).catch(() => undefined);
  if (!upstream) return jsonNoStore({ message: '無法連線至伺服器，請稍後再試' }, 502);

  const text = await upstream.text();
  let unauthenticated = upstream.status === 401;
  if (!unauthenticated && text.includes('Unauthenticated.')) {
    try {
      unauthenticated = (JSON.parse(text) as { message?: unknown }).message === 'Unauthenticated.';
    } catch {
      // not JSON: pass it through as it is
    }
  }
  if (unauthenticated) await destroySession();

  return new Response(upstream.status === 204 ? null : text, {
    status: upstream.status,
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      'Cache-Control': 'no-store',
    },
  });
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
