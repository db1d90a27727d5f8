import 'server-only';
import type { NextRequest } from 'next/server';
import { serverApi } from '@/lib/api/server';
import { readTextWithin } from '@/lib/contract/request-refusals';
import { BODY_TOO_LARGE, jsonNoStore } from './responses';
import { forwardedFrom } from './upstream';

// Next.js hands the segments decoded: a '%' left in one was double-encoded (`%252e%252e`, `%252F`), which
// an upstream that decodes twice would read as a dot segment or a slash. No path of the API has one.
const SEGMENT = /^[\w\-.~@:]+$/;

/** Whether a catch-all's segments may go to the API as a path (no dot segment, nothing double-encoded). */
export const isForwardablePath = (path: string[] | undefined): path is string[] =>
  !!path?.length && path.every((segment) => segment !== '.' && segment !== '..' && SEGMENT.test(segment));

/**
 * `request` sent on to the web API's `path`, on the fixed base only (lib/api/server.ts: the embedded API
 * in-process, or API_BASE_URL), with `authorization` when given: its body (read while it streams, 413 past
 * 1 MB), its query, Content-Type, Idempotency-Key and the client's address; nothing else of the browser's
 * (no cookie, no bearer of its own). The API's status, type and bytes come back, never cached; 502 when it
 * cannot be reached.
 */
export async function forwardToApi(request: NextRequest, path: string[], authorization?: string): Promise<Response> {
  const method = request.method.toUpperCase();
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const text = await readTextWithin(request);
    if (text === null) return BODY_TOO_LARGE();
    body = text;
  }
  // POST orders' Idempotency-Key travels on: a retried checkout then answers the first order.
  const idempotencyKey = request.headers.get('idempotency-key');
  const headers: Record<string, string> = {
    ...(body ? { 'Content-Type': request.headers.get('content-type') ?? 'application/json' } : {}),
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    ...forwardedFrom(request),
  };
  // Only keys with values: ky's merge lets an explicit `headers: undefined` drop the bearer.
  const upstream = await serverApi(authorization)(path.map(encodeURIComponent).join('/'), {
    method,
    throwHttpErrors: false,
    ...(body ? { body } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
    // As the browser wrote it: a bare key (`login?_first`) stays bare.
    ...(request.nextUrl.search ? { searchParams: request.nextUrl.search.slice(1) } : {}),
  }).catch(() => undefined);
  if (!upstream) return jsonNoStore({ message: '無法連線至伺服器，請稍後再試' }, 502);
  return new Response(upstream.status === 204 ? null : await upstream.arrayBuffer(), {
    status: upstream.status,
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      'Cache-Control': 'no-store',
    },
  });
}
