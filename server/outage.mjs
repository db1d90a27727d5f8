// @ts-check
import { onOutageReport } from '../lib/api/outage-channel.mjs';
import { currentRequest } from '../lib/node/request-context.mjs';

/** @import { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http' */

/**
 * Outage answers: a page that shows the maintenance layout, or that failed because the web API
 * failed, answers 503 with Retry-After (not 500, not 200), so that crawlers keep the copy they have
 * and try again later, and no cache in between keeps it.
 *
 * What happened during a request is told by the render itself: lib/api/outage.ts reports through
 * lib/api/outage-channel.mjs, this module listens there, and the request's context (lib/node/request-context.mjs,
 * the process's one request store, which server/index.mjs opens around every request) finds the request it
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

/**
 * The request a render runs for: `{ url, reported: Set, metOutage }`, `metOutage` when its own render reported.
 * @typedef {{ url: string; reported: Set<string>; metOutage: boolean }} PageRequest
 */
/**
 * Each page request's record, by its request context: kept as long as the context lives.
 * @type {WeakMap<import('../lib/node/request-context.mjs').RequestContext, PageRequest>}
 */
const requests = new WeakMap();

/**
 * Page URL (as Next.js gets it) → the requests for it in flight.
 * @type {Map<string, Set<PageRequest>>}
 */
const inFlight = new Map();

onOutageReport((kind) => {
  const context = currentRequest();
  const request = context && requests.get(context);
  if (!request) return;
  request.reported.add(kind);
  request.metOutage = true;
  for (const peer of inFlight.get(request.url) ?? []) if (peer !== request) peer.reported.add('api');
});

/**
 * Keeps `request` among its page's requests in flight until its answer is done; it starts with what those renders met.
 * @param {PageRequest} request
 * @param {ServerResponse} res
 */
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
 * @param {Set<string>} reported
 * @param {number} status
 * @returns {boolean}
 */
export function isOutage(reported, status) {
  if (status >= 300 && status < 400) return false;
  return reported.has('maintenance') || (reported.has('api') && status >= 500);
}

/** @param {string} url */
const pathOf = (url) => url.split('?', 1)[0];

/**
 * Node's writeHead as it is called: a status, then a reason phrase and/or headers.
 * @typedef {(
 *   this: ServerResponse,
 *   status: number,
 *   ...rest: Array<string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined>
 * ) => ServerResponse} WriteHead
 */

/**
 * Keeps an outage record for a page request, in its request context, and makes its answer 503 + Retry-After when
 * the record shows an outage by the time Next.js writes the head. Answers nothing itself.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {void}
 */
export function watchForOutages(req, res) {
  const url = /** @type {string} */ (req.url); // a server's request always has one
  if (NOT_PAGES.test(url)) return;
  /** @type {PageRequest} */
  const request = {
    url,
    reported: new Set(MAINTENANCE_PAGES.has(pathOf(url)) ? ['maintenance'] : []),
    metOutage: false,
  };
  const { reported } = request;
  track(request, res);
  // Node's two overloads seen as the one function they are: the arguments are handed on as they came.
  const writeHead = /** @type {WriteHead} */ (res.writeHead);
  /** @type {WriteHead} */
  const answer = function (status, ...rest) {
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
  res.writeHead = answer;
  const context = currentRequest();
  if (context) requests.set(context, request);
}
