// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';
import { metrics } from '../lib/node/metrics.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

export const METRICS_PATH = '/metrics';

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text).digest();

/**
 * GET /metrics: the counters in Prometheus's text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the path is not served at all (404, as
 * any unknown path): there is no default token. Answers true when it answered the request.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} [token]
 * @returns {boolean}
 */
export function serveMetrics(req, res, token = process.env.METRICS_TOKEN) {
  if (req.url?.split('?')[0] !== METRICS_PATH || !token) return false;
  if (!timingSafeEqual(digest(String(req.headers.authorization)), digest(`Bearer ${token}`))) {
    res
      .writeHead(401, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer' })
      .end('401');
    return true;
  }
  metrics.registry.metrics().then(
    (text) =>
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
    () => res.writeHead(500).end(),
  );
  return true;
}
