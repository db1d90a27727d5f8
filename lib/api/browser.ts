import { createApi, type Api } from './client';

/**
 * The browser's client for public calls (products/number-search, browse-counts…), at the shop's own
 * /api/web: the embedded API, or on the company API the route's forwarding to it (app/api/web/[...path]),
 * so the browser needs no address of the company's and the company no CORS. Member calls go through the
 * BFF (/api/bff), never here.
 */
let client: Api | undefined;

export function browserApi(): Api {
  client ??= createApi({ prefixUrl: `${window.location.origin}/api/web` });
  return client;
}
