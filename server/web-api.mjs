// @ts-check
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { log } from '../lib/node/log.mjs';
import { acceptsCoding } from './accept-encoding.mjs';
import { CLIENT_PROTOCOL_HEADER } from './client-address.mjs';
import { securityHeaders } from './security-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(request: Request) => Promise<Response>} Handle */

/**
 * /api/web and everything under it, answered by the embedded API's own `handle` (the one instance of the
 * process, lib/node/embedded-api.mjs, decision 0163) and by nothing else: every method, path and header goes
 * to the API, which answers HEAD and OPTIONS, refuses a URL it cannot decode or that holds a control character
 * (400, the words of lib/contract/request-refusal-messages.mjs, as proxy.ts refuses them elsewhere) and answers
 * a path it has no route for with its own 404 (decision 0170). Next.js's router, proxy.ts and route wrapper are
 * not on the way: they cost more than the API's own work (decision 0150, docs/perf.md). Around the answer: the
 * security headers every response carries (server/security-headers.mjs, which next.config.mjs sends on the
 * rest) over the API's own, and gzip for a compressible answer of 1 kB or more to a client that takes it.
 */

/** The API's paths: /api/web itself and below it, with or without a query. */
const API_PATH = /^\/api\/web(?:[/?]|$)/;

/** Content types worth gzipping, as far as the API answers them (JSON, text, SVG). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)\b|image\/svg\+xml\b|[^;]*\+(?:json|xml)\b)/i;
const COMPRESS_FROM_BYTES = 1024;
const gzip = promisify(gzipCallback);

/**
 * `serveWebApi(req, res)` answers a request of /api/web with `handle` (the embedded API's) as above and returns
 * true, or returns false for any other path. The URL the API reads names this server as `localhost` on `port`,
 * over the protocol the client-address step vouched for (X-Client-Protocol), never by the Host header a client
 * chose: the API writes it into its paged answers' links.
 *
 * @param {{ port: number, handle: Handle, headers?: { key: string, value: string }[] }} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => boolean}
 */
export function createWebApi({ port, handle, headers = securityHeaders() }) {
  return function serveWebApi(req, res) {
    const target = req.url ?? ''; // always set on a server's request
    if (!API_PATH.test(target)) return false;
    for (const { key, value } of headers) res.setHeader(key, value);
    const protocol = req.headers[CLIENT_PROTOCOL_HEADER] === 'https' ? 'https' : 'http';
    answer(handle, req, res, `${protocol}://localhost:${port}${target}`).catch((err) => {
      log.error({ err }, 'the web API failed to answer');
      if (!res.headersSent) res.writeHead(500);
      res.end();
      dropUnreadBody(req);
    });
    return true;
  };
}

/**
 * @param {Handle} handle
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} url
 */
async function answer(handle, req, res, url) {
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  /**
   * Node's fetch takes `duplex` for a streamed body; lib.dom's RequestInit lacks it.
   *
   * @type {RequestInit & { duplex?: 'half' }}
   */
  const init = {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(
      /** @returns {[string, string][]} */
      ([name, value]) => (Array.isArray(value) ? value.map((one) => [name, one]) : [[name, String(value)]]),
    ),
    // Node's web stream is the one fetch's Request reads; @types/node and lib.dom declare ReadableStream apart.
    body: withBody ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : undefined,
    duplex: withBody ? 'half' : undefined,
  };
  // Its span is the server's of the request (inRequestSpan in server/index.mjs).
  const response = await handle(new Request(url, init));
  let body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  // The security headers (and the server's own: X-Request-Id, a draining Connection) win over the API's.
  response.headers.forEach((value, name) => {
    if (/^(?:content-length|content-encoding|transfer-encoding|set-cookie)$/.test(name)) return;
    if (res.getHeader(name) === undefined) res.setHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('set-cookie', cookie);
  const type = String(res.getHeader('content-type') ?? '');
  if (COMPRESSIBLE.test(type) && !/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) {
    if (!/\baccept-encoding\b/i.test(String(res.getHeader('vary') ?? ''))) res.appendHeader('vary', 'Accept-Encoding');
    if (body.length >= COMPRESS_FROM_BYTES && acceptsCoding(req.headers['accept-encoding'], 'gzip')) {
      body = await gzip(body);
      res.setHeader('content-encoding', 'gzip');
    }
  }
  if (!req.complete && declaredLength(req) > DRAIN_MAX_BYTES) res.setHeader('connection', 'close');
  // HEAD: the API answers GET's status and headers without a body, and so does this answer.
  if (req.method !== 'HEAD') res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  dropUnreadBody(req);
}

/** How much of a body the API did not read is read and dropped so that its connection serves the next request. */
const DRAIN_MAX_BYTES = 4 * 1024 * 1024;

/** @param {IncomingMessage} req */
const declaredLength = (req) => Number(req.headers['content-length'] ?? Infinity);

/**
 * An answer given before the request's body was read in full (413 by its declared length, a 404 that never reads
 * it) leaves the rest of the body on the socket, and the next request on that keep-alive connection (a proxy's
 * pooled one: another visitor's) behind it until the server's timeout. The rest is read and dropped, up to
 * DRAIN_MAX_BYTES; past that the connection is cut (its answer said `Connection: close` when the length was
 * declared).
 *
 * @param {IncomingMessage} req
 */
function dropUnreadBody(req) {
  if (req.complete) return;
  req.removeAllListeners('data'); // the Request's stream (Readable.toWeb), which nobody reads any more
  let dropped = 0;
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) req.socket.destroy();
  });
  req.resume();
}
