import { log } from '../lib/node/log.mjs';
import { metrics } from '../lib/node/metrics.mjs';

/**
 * Starts timing a request; the function it answers, called when the answer is done (or the client went
 * away), writes the request's one info line (its route pattern, never the URL, which can hold an id, a
 * search or a token) and its place in the latency histogram. Called in the request's context, so the line
 * carries its id. No listener of its own: a response already has many 'close' listeners (Next.js's).
 */
export function requestObserver(req, res, route, startedAt = process.hrtime.bigint()) {
  return () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const status = res.writableFinished ? res.statusCode : 0; // 0: the client left before the answer was sent
    metrics.requests.observe({ route, method: req.method, status: String(status) }, seconds);
    log.info({ method: req.method, route, status, durationMs: Math.round(seconds * 1e4) / 10 }, 'request');
  };
}
