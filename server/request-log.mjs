// @ts-check
import { log } from '../lib/node/log.mjs';
import { metrics } from '../lib/node/metrics.mjs';
import { currentRequest } from '../lib/node/request-context.mjs';
import { endRequestSpan, keptTraceId } from '../lib/node/tracing.mjs';

/**
 * Starts timing a request, in its context; the function it answers, called when the answer is done (or the
 * client went away), writes the request's one info line (its route pattern, never the URL, which can hold
 * an id, a search or a token) with its request id and, in a kept trace, its trace id, its place in the latency histogram, and
 * ends its span (tracing on). It names the ids itself: 'close' is emitted in the socket's context, and
 * binding a listener to the request's (AsyncResource.bind) cost more than the line. No listener of its
 * own: a response already has many 'close' listeners (Next.js's).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} route
 * @param {import('@opentelemetry/api').Span} [span]
 * @param {bigint} [startedAt]
 * @returns {() => void}
 */
export function requestObserver(req, res, route, span, startedAt = process.hrtime.bigint()) {
  const ids = { requestId: currentRequest()?.id, traceId: keptTraceId(span) };
  return () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const status = res.writableFinished ? res.statusCode : 0; // 0: the client left before the answer was sent
    metrics.requests.observe({ route, method: req.method, status: String(status) }, seconds);
    log.info({ ...ids, method: req.method, route, status, durationMs: Math.round(seconds * 1e4) / 10 }, 'request');
    endRequestSpan(span, status);
  };
}
