import { findCall } from '@/lib/calls/catalogue';
import { log } from '@/lib/node/log.mjs';
import { callOutcome, metrics } from '@/lib/node/metrics.mjs';
import { currentRequest, REQUEST_ID_HEADER } from '@/lib/node/request-context.mjs';
import { injectTraceContext, inSpan } from '@/lib/node/tracing.mjs';

/** Past this an answer is slow enough to say so in the log, at info. */
const SLOW_CALL_MS = 1000;

/**
 * `fetch` of the server-side client (lib/api/server.ts) that tells the web API which request a call is
 * made for (X-Request-Id, lib/node/request-context.mjs; traceparent when tracing), and counts and times
 * it by the contract's name of the call (shop_api_call_duration_seconds, and a span of that name when
 * tracing is on): a line at debug per call, at info when it was slow, at warn when it got no answer or a
 * 5xx. Never the URL, which holds ids and queries, nor a body.
 */
export function observingCalls(fetcher: typeof fetch, base: string): typeof fetch {
  const root = new URL(base).pathname.replace(/\/+$/, '');
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const requestId = currentRequest()?.id;
    if (requestId) request.headers.set(REQUEST_ID_HEADER, requestId);
    const { pathname, search } = new URL(request.url);
    const call = findCall(request.method, `${pathname.slice(root.length)}${search}`)?.name ?? '(not in the contract)';
    return inSpan(call, { 'http.request.method': request.method, 'shop.api.call': call }, async (span) => {
      injectTraceContext(request.headers);
      const started = performance.now();
      const done = (status: number | undefined, err?: unknown) => {
        const durationMs = Math.round((performance.now() - started) * 10) / 10;
        const outcome = callOutcome(status);
        metrics.apiCalls.observe({ call, outcome }, durationMs / 1000);
        span?.setAttributes({
          'shop.api.outcome': outcome,
          ...(status ? { 'http.response.status_code': status } : {}),
        });
        const level =
          outcome === 'failed' || outcome === 'no_answer' ? 'warn' : durationMs > SLOW_CALL_MS ? 'info' : 'debug';
        log[level]({ call, status, outcome, durationMs, ...(err ? { err } : {}) }, 'web API call');
      };
      try {
        const response = await fetcher(request, input instanceof Request ? init : undefined);
        done(response.status);
        return response;
      } catch (error) {
        done(undefined, error);
        throw error;
      }
    });
  };
}
