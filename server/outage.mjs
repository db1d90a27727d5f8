import { AsyncLocalStorage } from 'node:async_hooks';
import { onOutageReport } from '../lib/api/outage-channel.mjs';

/**
 * Outage answers: a page that shows the maintenance layout, or that failed because the web API
 * failed, answers 503 with Retry-After (not 500, not 200), so that crawlers keep the copy they have
 * and try again later, and no cache in between keeps it.
 *
 * What happened during a request is told by the render itself: lib/api/outage.ts reports through
 * lib/api/outage-channel.mjs, this module listens there, and AsyncLocalStorage finds the request it
 * belongs to. Status and headers are settled when Next.js writes its head, which for a page comes
 * after the root layout has loaded the site data.
 *
 * Next.js merges concurrent renders of one page: the render runs, and reports, in the context of one
 * request only, and the requests that joined it get its outcome. So requests for the same page in
 * flight at the same time share what their renders met: a failed answer (5xx) among them is the
 * outage, while one that succeeded keeps its status.
 */

/** Seconds a crawler or client is asked to wait: the shop's content lifetime (cacheLife 'content' revalidate). */
export const RETRY_AFTER_SECONDS = 300;

/** The maintenance page (spec-coverage “Shared pages, outages and paged lists” /error): an outage page by definition, whatever the API says. */
const MAINTENANCE_PAGES = new Set(['/error']);

/** API answers keep their own status (health's 503, the BFF's 502); this is about pages. */
const NOT_PAGES = /^\/api\//;

/** The request a render runs for: `{ url, reported: Set, metOutage }`, `metOutage` when its own render reported. */
const requests = new AsyncLocalStorage();

/** Page URL (as Next.js gets it) → the requests for it in flight. */
const inFlight = new Map();

onOutageReport((kind) => {
  const request = requests.getStore();
  if (!request) return;
  request.reported.add(kind);
  request.metOutage = true;
  for (const peer of inFlight.get(request.url) ?? []) if (peer !== request) peer.reported.add('api');
});

/** Keeps `request` among its page's requests in flight until its answer is done; it starts with what those renders met. */
function track(request, res) {
  const peers = inFlight.get(request.url) ?? new Set();
  if ([...peers].some((peer) => peer.metOutage)) request.reported.add('api');
  inFlight.set(request.url, peers.add(request));
  res.once('close', () => {
    peers.delete(request);
    if (peers.size === 0 && inFlight.get(request.url) === peers) inFlight.delete(request.url);
  });
}

/**
 * `reported` holds 'maintenance' (the maintenance layout was rendered) and/or 'api' (a call to the
 * web API failed: no answer or 5xx). The maintenance layout makes any answer but a redirect an
 * outage; a failed call only an answer that failed (5xx): a page that shrugged it off (the visitor
 * counter) is still a page.
 */
export function isOutage(reported, status) {
  if (status >= 300 && status < 400) return false;
  return reported.has('maintenance') || (reported.has('api') && status >= 500);
}

const pathOf = (url) => url.split('?', 1)[0];

/** Runs `next()` in the request's outage record and answers 503 + Retry-After when it shows an outage. */
export function answerOutages(req, res, next) {
  if (NOT_PAGES.test(req.url)) return next();
  const request = {
    url: req.url,
    reported: new Set(MAINTENANCE_PAGES.has(pathOf(req.url)) ? ['maintenance'] : []),
    metOutage: false,
  };
  const { reported } = request;
  track(request, res);
  const { writeHead } = res;
  res.writeHead = function (status, ...rest) {
    if (!isOutage(reported, status)) return writeHead.call(this, status, ...rest);
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    this.setHeader('Cache-Control', 'no-store');
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) if (/^(cache-control|retry-after)$/i.test(name)) delete headers[name];
      return writeHead.call(this, 503, headers);
    }
    return writeHead.call(this, 503);
  };
  return requests.run(request, next);
}
