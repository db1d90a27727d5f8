import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { metrics } from '../lib/node/metrics.mjs';

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
const isMembersCatalogue = (req) => CATALOGUE.test(req.url) && SESSION_COOKIE.test(String(req.headers.cookie ?? ''));
const isDocumentRequest = (req) =>
  req.method === 'GET' &&
  PASSED_THROUGH.every((pattern) => !pattern.test(req.url)) &&
  ROUTER_HEADERS.every((name) => req.headers[name] === undefined) &&
  !isMembersCatalogue(req);

const asPolicyRequest = (req) => ({ url: req.url, method: req.method, headers: req.headers });

const isData = (chunk) => chunk !== undefined && chunk !== null && typeof chunk !== 'function';

/**
 * Keeps what is written to `res` (after Next.js's own compression, if any) when the response may be
 * shared (`s-maxage`); resolves `null` for any other response. A text chunk is encoded once here and
 * sent on as those bytes. The wrappers stay in place either way: Next.js's compression wraps them
 * in turn, so restoring the originals would bypass it.
 */
function recordBody(res) {
  const { write, end } = res;
  const chunks = [];
  let recording;
  const keep = (chunk, encoding) => {
    recording ??= /s-maxage/.test(String(res.getHeader('cache-control') ?? ''));
    if (!recording || !isData(chunk)) return undefined;
    const bytes =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk;
    chunks.push(bytes);
    return bytes;
  };
  res.write = function (chunk, encoding, callback) {
    const bytes = keep(chunk, encoding);
    return bytes
      ? write.call(this, bytes, typeof encoding === 'function' ? encoding : callback)
      : write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    const bytes = keep(chunk, encoding);
    return bytes
      ? end.call(this, bytes, typeof encoding === 'function' ? encoding : callback)
      : end.call(this, chunk, encoding, callback);
  };
  return new Promise((resolve) => res.once('finish', () => resolve(recording ? Buffer.concat(chunks) : null)));
}

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
 * Returns `(req, res, next)`: answers from the cache or calls `next()` and stores what it sends.
 */
export function createPageCache({ maxAgeMs = PAGE_CACHE_MS, now = Date.now } = {}) {
  /** `{ policy, body, expiresAt }` by URL and accepted encodings: the one Vary a document request may differ in */
  const pages = new LRUCache({
    max: MAX_PAGES,
    maxSize: MAX_TOTAL_BYTES,
    sizeCalculation: (page) => Math.max(1, page.body.length),
  });
  const keyOf = (req) => `${req.url}\n${req.headers['accept-encoding'] ?? ''}`;

  function store(req, res, body) {
    if (body.length > MAX_PAGE_BYTES || res.hasHeader('set-cookie')) return;
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
    const policy = new CachePolicy(asPolicyRequest(req), { status: res.statusCode, headers });
    if (res.statusCode !== 200 || !policy.storable()) return;
    const lifetime = Math.min(maxAgeMs, policy.timeToLive());
    if (lifetime > 0) pages.set(keyOf(req), { policy, body, expiresAt: now() + lifetime });
  }

  return function pageCache(req, res, next) {
    if (!isDocumentRequest(req)) return next();
    const page = pages.get(keyOf(req));
    if (page && page.expiresAt > now() && page.policy.satisfiesWithoutRevalidation(asPolicyRequest(req))) {
      res.writeHead(200, { ...page.policy.responseHeaders(), 'content-length': String(page.body.length) });
      res.end(page.body);
      metrics.pageCache.inc({ result: 'hit' });
      return undefined;
    }
    metrics.pageCache.inc({ result: 'miss' });
    recordBody(res).then((body) => body && store(req, res, body));
    return next();
  };
}
