// @ts-check
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { metrics } from '../lib/node/metrics.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** How long a stored page is served before Next.js is asked again. */
export const PAGE_CACHE_MS = 1000;
const MAX_PAGES = 500;
const MAX_PAGE_BYTES = 4 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

// Client-side navigations and server actions carry these; they are answered by Next.js alone.
const ROUTER_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];

// Build assets and images have their own caches; API answers are not pages; under /member, proxy.ts
// decides per request (guard, redirects), so even a static member page must reach it.
const PASSED_THROUGH = [/^\/_next\//, /^\/api\//, /^\/member(?:[/?]|$)/];

// A signed-in member's catalogue may not be the visitor's: proxy.ts serves a tester's product pages and
// lists from views rendered for them, so these requests must reach it too. The name is the session
// cookie's (lib/session/cookie.ts SESSION_COOKIE; server/ imports nothing from lib/).
const SESSION_COOKIE = /(?:^|;\s*)tocin_session=/;
const CATALOGUE = /^\/product(?:[/?]|$)/;
/** @param {IncomingMessage} req */
const isMembersCatalogue = (req) =>
  CATALOGUE.test(req.url ?? '') && SESSION_COOKIE.test(String(req.headers.cookie ?? ''));
/** @param {IncomingMessage} req */
const isDocumentRequest = (req) =>
  req.method === 'GET' &&
  PASSED_THROUGH.every((pattern) => !pattern.test(req.url ?? '')) &&
  ROUTER_HEADERS.every((name) => req.headers[name] === undefined) &&
  !isMembersCatalogue(req);

/** @param {IncomingMessage} req */
const asPolicyRequest = (req) => ({ url: req.url, method: req.method, headers: req.headers });

/**
 * What `res.write` and `res.end` take first: data, or (`end(callback)`) a callback, or nothing.
 *
 * @typedef {string | Uint8Array | (() => void) | null | undefined} Chunk
 */
/**
 * What they take second: an encoding or a callback.
 *
 * @typedef {BufferEncoding | (() => void) | undefined} Encoding
 */
/**
 * `res.write` and `res.end` as their wrappers take them: a chunk, then an encoding or a callback, then a callback.
 *
 * @typedef {(this: ServerResponse, chunk?: Chunk, encoding?: Encoding, callback?: () => void) => unknown} Writer
 */

/**
 * @param {Chunk} chunk
 * @returns {chunk is string | Uint8Array}
 */
const isData = (chunk) => chunk !== undefined && chunk !== null && typeof chunk !== 'function';

/**
 * Keeps what is written to `res` (after Next.js's own compression, if any) when the response may be
 * shared (`s-maxage`); resolves `null` for any other response. A text chunk is encoded once here and
 * sent on as those bytes. The wrappers stay in place either way: Next.js's compression wraps them
 * in turn, so restoring the originals would bypass it.
 *
 * @param {ServerResponse} res
 * @returns {Promise<Buffer | null>}
 */
function recordBody(res) {
  // `write` and `end` are replaced on this response: as one signature each (chunk, encoding or callback, callback).
  const wrapped = /** @type {{ write: Writer, end: Writer }} */ (res);
  const { write, end } = wrapped;
  /** @type {Uint8Array[]} */
  const chunks = [];
  /** @type {boolean | undefined} */
  let recording;
  /**
   * @param {Chunk} chunk
   * @param {Encoding} encoding
   */
  const keep = (chunk, encoding) => {
    recording ??= /s-maxage/.test(String(res.getHeader('cache-control') ?? ''));
    if (!recording || !isData(chunk)) return undefined;
    const bytes =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk;
    chunks.push(bytes);
    return bytes;
  };
  wrapped.write = function (chunk, encoding, callback) {
    const bytes = keep(chunk, encoding);
    return bytes
      ? write.call(this, bytes, typeof encoding === 'function' ? encoding : callback)
      : write.call(this, chunk, encoding, callback);
  };
  wrapped.end = function (chunk, encoding, callback) {
    const bytes = keep(chunk, encoding);
    return bytes
      ? end.call(this, bytes, typeof encoding === 'function' ? encoding : callback)
      : end.call(this, chunk, encoding, callback);
  };
  return new Promise((resolve) => res.once('finish', () => resolve(recording ? Buffer.concat(chunks) : null)));
}

/**
 * Answers `req` from the cache and returns true, or returns false and stores what Next.js then sends when it may.
 *
 * @typedef {(req: IncomingMessage, res: ServerResponse) => boolean} PageCache
 */

/**
 * A shared HTTP cache in front of Next.js for HTML documents, kept for at most PAGE_CACHE_MS.
 *
 * Next.js already serves public pages from its own cache, but it spends about a millisecond of CPU
 * on each request before the first byte (routing, cache lookup, web streams). Keeping the finished
 * response for one second lets a busy server answer repeated requests for the same page without
 * that work, the way a CDN in front of the shop would. What may be stored and for whom follows HTTP
 * caching rules (http-cache-semantics, as a shared cache): only responses Next.js marks
 * `s-maxage` are kept, never `private` / `no-store` ones (member pages, dynamic renders) or any
 * with Set-Cookie, and `Vary` (Accept-Encoding) picks the stored variant. A signed revalidation
 * therefore reaches readers within a second.
 *
 * Returns `(req, res)`: answers from the cache (true), or leaves the request to Next.js and stores what it sends (false).
 *
 * @param {{ maxAgeMs?: number, now?: () => number }} [options]
 * @returns {PageCache}
 */
export function createPageCache({ maxAgeMs = PAGE_CACHE_MS, now = Date.now } = {}) {
  /**
   * `{ policy, body, expiresAt }` by URL and accepted encodings: the one Vary a document request may differ in
   *
   * @type {LRUCache<string, { policy: CachePolicy, body: Buffer, expiresAt: number }>}
   */
  const pages = new LRUCache({
    max: MAX_PAGES,
    maxSize: MAX_TOTAL_BYTES,
    sizeCalculation: (page) => Math.max(1, page.body.length),
  });
  /** @param {IncomingMessage} req */
  const keyOf = (req) => `${req.url}\n${req.headers['accept-encoding'] ?? ''}`;

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Buffer} body
   */
  function store(req, res, body) {
    if (body.length > MAX_PAGE_BYTES || res.hasHeader('set-cookie')) return;
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
    const policy = new CachePolicy(asPolicyRequest(req), { status: res.statusCode, headers });
    if (res.statusCode !== 200 || !policy.storable()) return;
    const lifetime = Math.min(maxAgeMs, policy.timeToLive());
    if (lifetime > 0) pages.set(keyOf(req), { policy, body, expiresAt: now() + lifetime });
  }

  return function pageCache(req, res) {
    if (!isDocumentRequest(req)) return false;
    const page = pages.get(keyOf(req));
    if (page && page.expiresAt > now() && page.policy.satisfiesWithoutRevalidation(asPolicyRequest(req))) {
      res.writeHead(200, { ...page.policy.responseHeaders(), 'content-length': String(page.body.length) });
      res.end(page.body);
      metrics.pageCache.inc({ result: 'hit' });
      return true;
    }
    metrics.pageCache.inc({ result: 'miss' });
    recordBody(res).then((body) => body && store(req, res, body));
    return false;
  };
}
