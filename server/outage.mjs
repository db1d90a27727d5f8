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
 */

/** Seconds a crawler or client is asked to wait: the shop's content lifetime (cacheLife 'content' revalidate). */
export const RETRY_AFTER_SECONDS = 300;

/** The maintenance page (spec-coverage “Shared pages, outages and paged lists” /error): an outage page by definition, whatever the API says. */
const MAINTENANCE_PAGES = new Set(['/error']);

/** API answers keep their own status (health's 503, the BFF's 502); this is about pages. */
const NOT_PAGES = /^\/api\//;

const requests = new AsyncLocalStorage();

onOutageReport((kind) => requests.getStore()?.add(kind));

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
  const reported = new Set(MAINTENANCE_PAGES.has(pathOf(req.url)) ? ['maintenance'] : []);
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
  return requests.run(reported, next);
}
