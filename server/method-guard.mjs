// @ts-check
import { REQUEST_REFUSALS } from '../lib/contract/request-refusal-messages.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * The methods Next.js route handlers and pages can answer.
 * @type {string[]}
 */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Answers 405 for any other method (TRACE, TRACK, PROPFIND…) before Next.js sees it: Next builds a
 * WHATWG Request for route handlers and proxy.ts, which throws on TRACE and TRACK (a bare 500), and
 * it renders a page for PROPFIND. Under /api the answer is the API's JSON shape. Returns whether it
 * answered.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {boolean}
 */
export function refuseUnsupportedMethod(req, res) {
  if (SUPPORTED_METHODS.includes(req.method ?? '')) return false;
  const api = /^\/api(?:[/?]|$)/.test(req.url ?? '');
  res.writeHead(405, {
    Allow: SUPPORTED_METHODS.join(', '),
    'Cache-Control': 'no-store',
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
  });
  res.end(api ? JSON.stringify({ message: REQUEST_REFUSALS.methodNotAllowed }) : 'Method Not Allowed');
  return true;
}

// The image optimiser's requests, refused unless written the one way the shop's pages write them: Next.js
// would otherwise fetch whatever path `url` names (a `//` is an internal 308 and a 500, a control character
// goes into its plain-text log line) and cache the same file once per way of writing its path.

/**
 * Segments of a path as written once: none empty, `.` or `..`, none starting or ending with a space; no control
 * character, `%`, `?`, `#` or `\` anywhere.
 */
const EDGE = String.raw`[^\s/?#%\\\u0000-\u001f\u007f]`;
const INSIDE = String.raw`[^/?#%\\\u0000-\u001f\u007f]`;
const SEGMENTS = String.raw`(?:\/(?!\.\.?(?:\/|$))${EDGE}(?:${INSIDE}*${EDGE})?)+$`;
/** A path of images the optimiser may read: the storage root's or the public images'. */
const IMAGE_PATH = new RegExp(String.raw`^\/(?:api\/web\/storage|images)` + SEGMENTS, 'u');
/** An image of the company API's storage (API_BASE_URL's origin, `/storage/…`). */
const REMOTE_IMAGE_PATH = new RegExp(String.raw`^\/storage` + SEGMENTS, 'u');
const PARAMETERS = new Set(['url', 'w', 'q']);

/**
 * Whether `/_next/image`'s query is one the shop's pages write: a canonical image path, a width and a quality.
 * @param {string} search
 * @param {string} [apiOrigin]
 * @returns {boolean}
 */
export function isCanonicalImageQuery(search, apiOrigin) {
  const query = new URLSearchParams(search);
  if ([...query.keys()].some((key) => !PARAMETERS.has(key)) || query.getAll('url').length !== 1) return false;
  if (!/^\d{1,4}$/.test(query.get('w') ?? '') || !/^\d{1,3}$/.test(query.get('q') ?? '')) return false;
  const url = query.get('url') ?? ''; // there is one
  if (url.startsWith('/')) return IMAGE_PATH.test(url);
  if (!apiOrigin || !url.startsWith(`${apiOrigin}/`)) return false;
  return REMOTE_IMAGE_PATH.test(url.slice(apiOrigin.length));
}

/** @param {string | undefined} base */
const apiOriginOf = (base) => {
  try {
    return base ? new URL(base).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Answers 400 for an image request written any other way, before Next.js reads it; returns whether it answered.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} [apiOrigin]
 * @returns {boolean}
 */
export function refuseNonCanonicalImage(req, res, apiOrigin = apiOriginOf(process.env.API_BASE_URL)) {
  const [pathname, search = ''] = (req.url ?? '').split('?');
  if (pathname !== '/_next/image' || isCanonicalImageQuery(search, apiOrigin)) return false;
  res.writeHead(400, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Bad Request');
  return true;
}
