import { AsyncResource } from 'node:async_hooks';
import { log } from '../lib/node/log.mjs';
import { metrics } from '../lib/node/metrics.mjs';

/**
 * When the answer is done (or the client went away): one info line for the request (its route pattern,
 * never the URL, which can hold an id, a search or a token) and its place in the latency histogram.
 */
export function observeRequest(req, res, route, startedAt = process.hrtime.bigint()) {
  // Bound to the request's context: 'close' is emitted from the socket's, where its id is unknown.
  res.once('close', AsyncResource.bind(() => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const status = res.writableFinished ? res.statusCode : 0; // 0: the client left before the answer was sent
    metrics.requests.observe({ route, method: req.method, status: String(status) }, seconds);
    log.info({ method: req.method, route, status, durationMs: Math.round(seconds * 1e4) / 10 }, 'request');
  }));
}
