// @ts-check
/**
 * The answers to the client router's requests (RSC payloads, prefetches: the `rsc` request header)
 * lose `stale-while-revalidate` from their Cache-Control; `s-maxage` stays for shared caches.
 *
 * Why: Next.js marks a prerendered route's RSC answer `s-maxage=…, stale-while-revalidate=…`. A
 * browser keeps it in its own cache, stale at once (no max-age), and when the router asks for the
 * same URL again it is answered from there while Chromium revalidates in the background. The router
 * asks twice whenever a prefetch is redirected onto a route it prefetches too: the /member menu
 * entry's prefetch is sent on to /member/login (proxy.ts), which ends at the very URL of the
 * /member/login link's prefetch. That background revalidation was never finished: it stayed pending
 * for 30 s and was aborted, and the page never reached network idle (measured on /product/{id}).
 * Without the directive the second request is an ordinary one and ends like every other.
 *
 * @param {string | number | readonly string[]} value a Cache-Control value, as `setHeader` takes it
 * @returns {string}
 */
export const withoutStaleWhileRevalidate = (value) =>
  String(value)
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^stale-while-revalidate\b/i.test(directive))
    .join(', ');

/** @param {import('node:http').IncomingMessage} req */
const isRouterRequest = (req) => req.headers.rsc !== undefined;

/**
 * Rewrites the Cache-Control that Next.js sets on a router request's answer.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {void}
 */
export function keepRouterAnswersOutOfBrowserRevalidation(req, res) {
  if (!isRouterRequest(req)) return;
  const { setHeader } = res;
  res.setHeader = function (name, value) {
    return setHeader.call(
      this,
      name,
      String(name).toLowerCase() === 'cache-control' ? withoutStaleWhileRevalidate(value) : value,
    );
  };
}
