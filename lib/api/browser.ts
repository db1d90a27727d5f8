import { createApi, type Api } from './client';

/**
 * The browser's client for public calls (products/number-search, browse-counts…). On the embedded
 * API it reaches the same handler at /api/web; NEXT_PUBLIC_WEB_API_URL points it elsewhere when the
 * company API serves browsers directly. Member calls go through the BFF (/api/bff), never here.
 */
let client: Api | undefined;

export function browserApi(): Api {
  client ??= createApi({ prefixUrl: process.env.NEXT_PUBLIC_WEB_API_URL || `${window.location.origin}/api/web` });
  return client;
}
