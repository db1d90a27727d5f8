// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's id (the commit's short hash, next.config.mjs); KEY_PREFIX overrides it, as in the package.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
function buildId(env) {
  if (env.KEY_PREFIX) return env.KEY_PREFIX;
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'no-build-id';
  }
}

/**
 * The API the cached pages came from: the embedded one, or a hash of API_BASE_URL (no address in a key).
 * @param {string | undefined} base
 */
const apiOfPages = (base) =>
  base ? `api-${createHash('sha256').update(base).digest('hex').slice(0, 12)}` : 'embedded';

/**
 * Options for both Redis handlers. The package picks database 1 unless VERCEL_ENV=production and
 * ignores the database in the URL; here REDIS_URL alone says where the cache lives (`/2` = db 2).
 * Keys start with the build and the API the pages came from: a shop started on another API (or another
 * build) on the same Redis never serves the first one's pages.
 * @param {string} [url]
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ redisUrl: string; database: number; keyPrefix: string }}
 */
export function redisOptions(url = process.env.REDIS_URL, env = process.env) {
  // Without a URL, new URL() throws as it did for `undefined` ("undefined" is no URL either).
  const redisUrl = String(url);
  const database = Number(new URL(redisUrl).pathname.slice(1)) || 0;
  return { redisUrl, database, keyPrefix: `${buildId(env)}:${apiOfPages(env.API_BASE_URL)}:` };
}
