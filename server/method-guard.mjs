import { REQUEST_REFUSALS } from '../lib/contract/request-refusal-messages.mjs';

/** The methods Next.js route handlers and pages can answer. */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Answers 405 for any other method (TRACE, TRACK, PROPFIND…) before Next.js sees it: Next builds a
 * WHATWG Request for route handlers and proxy.ts, which throws on TRACE and TRACK (a bare 500), and
 * it renders a page for PROPFIND. Under /api the answer is the API's JSON shape. Returns whether it
 * answered.
 */
export function refuseUnsupportedMethod(req, res) {
  if (SUPPORTED_METHODS.includes(req.method)) return false;
  const api = /^\/api(?:[/?]|$)/.test(req.url ?? '');
  res.writeHead(405, {
    Allow: SUPPORTED_METHODS.join(', '),
    'Cache-Control': 'no-store',
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
  });
  res.end(api ? JSON.stringify({ message: REQUEST_REFUSALS.methodNotAllowed }) : 'Method Not Allowed');
  return true;
}
