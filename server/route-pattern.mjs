// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The route pattern a request's path falls under (`/product/[id]`, not `/product/12`), read from the
 * build's routes manifest, so that a log line or a counter names a route, never an id a visitor chose,
 * and counters stay few. Static files are grouped; a path no route knows is `(unknown)`.
 *
 * @param {string} [manifestFile]
 * @returns {(url: string | undefined) => string}
 */
export function createRoutePattern(manifestFile = path.join('.next', 'routes-manifest.json')) {
  /** @type {{ staticRoutes: { page: string }[], dynamicRoutes: { page: string, regex: string }[] }} */
  let manifest = { staticRoutes: [], dynamicRoutes: [] };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    // no build (a test of the server's parts): every page is unknown
  }
  const exact = new Set(manifest.staticRoutes.map((route) => route.page));
  const dynamic = manifest.dynamicRoutes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return function routePattern(url) {
    const pathname = (url ?? '/').split('?')[0].replace(/(.)\/$/, '$1');
    if (pathname.startsWith('/_next/')) return pathname.startsWith('/_next/image') ? '/_next/image' : '/_next/static';
    if (exact.has(pathname)) return pathname;
    const route = dynamic.find(({ regex }) => regex.test(pathname));
    if (route) return route.page;
    return /\.[a-z0-9]+$/i.test(pathname) ? '(file)' : '(unknown)';
  };
}
