// @ts-check
// next.config.mjs `cacheHandler` without REDIS_URL: Next.js's own file-system cache, kept in memory only.
//
// Next.js writes every page it renders at run time to `.next/server/route-cache` and never removes one:
// a query string, an unknown product id or a page past the last one is a new file of about 250 kB, so
// anonymous visitors could fill the disk (issue 35), and the files outlived a restart on another API.
// With `flushToDisk` off the same class keeps rendered pages in memory only and still reads the build's
// prerendered pages. Not `experimental.isrFlushToDisk: false`: that would also turn off the image
// optimiser's disk cache, which is bounded (`images.maximumDiskCacheSize`) and saves re-encoding every
// image on every request.
//
// The memory is two pools instead of Next.js's one LRU (issue 52): the pages of the build's prerender
// manifest (home, the lists, articles, products) and their regenerations in one, every other page
// (searches, unknown ids, pages past the last) in the other, each a least-recently-used cache bounded in
// the bytes it holds. Anonymous variants only ever evict each other. A prerendered page regenerated here
// and later evicted is a miss (rendered again), never the build's copy read back
// (docs/decisions/0129-bounded-caches.md).
//
// The import is of Next.js's internal module: check it when upgrading Next.js (tests/server/bounded-page-cache.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { processWide } from '../../lib/node/process-state.mjs';
import { lightenCachedPage } from './inlined-css-payload.mjs';

/** @import { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache' */

/**
 * Node hands the CommonJS module's exports (the class is `.default`); the build's bundle of the proxy hands the class.
 * @type {typeof fileSystemCache & { default?: typeof fileSystemCache }}
 */
const fileSystemCacheModule = fileSystemCache;
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCache;

/** The build's prerendered pages and their regenerations: all of this build's (about 80 MB held) fit. */
export const KNOWN_PAGES_MAX_BYTES = 96 * 1024 * 1024;
/** Every other page a visitor can name: some 30 searches of the catalogue (a list page holds about 700 kB). */
export const VARIANT_PAGES_MAX_BYTES = 24 * 1024 * 1024;
/** The entry's objects, its headers and the pool's own node, beside the page's texts and bytes. */
const ENTRY_OVERHEAD_BYTES = 1024;

// V8 keeps a string of Latin-1 characters one byte a character, any other two (UTF-16).
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;
/** @param {unknown} text */
const stringBytes = (text) => (typeof text === 'string' ? text.length * (BEYOND_LATIN1.test(text) ? 2 : 1) : 0);

/**
 * The fields of a cached value that hold its bytes (each kind of value has some of them).
 * @typedef {{
 *   kind: unknown;
 *   html?: unknown;
 *   postponed?: unknown;
 *   rscData?: Buffer;
 *   body?: Buffer;
 *   segmentData?: Map<string, Buffer>;
 *   pageData?: unknown;
 *   data?: unknown;
 *   props?: unknown;
 * }} CachedValueParts
 */

/**
 * The bytes a Buffer keeps alive: a view of a larger allocation of its own holds all of it.
 * @param {Buffer | undefined} buffer
 * @param {Set<ArrayBufferLike>} seen
 * @returns {number}
 */
function bufferBytes(buffer, seen) {
  if (!buffer || typeof buffer.byteLength !== 'number') return 0;
  const backing = buffer.buffer;
  if (!backing || backing.byteLength <= Buffer.poolSize) return buffer.byteLength;
  if (seen.has(backing)) return 0;
  seen.add(backing);
  return backing.byteLength;
}

/**
 * What a cache entry holds in memory, in bytes (Next.js's own LRU counts string length, not bytes).
 * @param {string} key
 * @param {{ value: CachedValueParts | null } | null | undefined} entry
 * @returns {number}
 */
export function entryBytes(key, entry) {
  const value = entry?.value;
  const seen = new Set();
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key);
  if (!value) return bytes;
  bytes += stringBytes(value.html) + stringBytes(value.postponed) + bufferBytes(value.rscData, seen);
  bytes += bufferBytes(value.body, seen);
  for (const [segmentPath, buffer] of value.segmentData ?? [])
    bytes += stringBytes(segmentPath) + bufferBytes(buffer, seen);
  if (value.pageData !== undefined) bytes += stringBytes(JSON.stringify(value.pageData));
  if (value.data !== undefined) bytes += stringBytes(JSON.stringify(value.data));
  if (value.props !== undefined) bytes += stringBytes(JSON.stringify(value.props));
  return bytes;
}

/**
 * A route cache key's page path (`/route-cache/APP_PAGE/<route hash>/$/home` → `/home`); null for other keys.
 * @param {string} key
 */
const pagePathOf = (key) => {
  const marker = key.indexOf('/$/');
  return key.startsWith('/route-cache/') && marker >= 0 ? key.slice(marker + 2) : null;
};

/**
 * Next.js's normalizePagePath: the page path a route cache key ends with.
 * @param {string} route
 */
const normalizedPagePath = (route) =>
  route === '/' ? '/index' : /^\/index(\/|$)/.test(route) ? `/index${route}` : route;

/** @type {Map<string, Set<string>>} */
const knownPathsByDistDir = new Map();

/**
 * The page paths of the build's prerender manifest (beside `serverDistDir`); none when it cannot be read.
 * @param {string} serverDistDir
 * @returns {Set<string>}
 */
function knownPagePaths(serverDistDir) {
  let known = knownPathsByDistDir.get(serverDistDir);
  if (!known) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'));
      // Its routes, and the dynamic routes' own paths (a fallback shell's key, if any).
      const routes = [...Object.keys(manifest.routes ?? {}), ...Object.keys(manifest.dynamicRoutes ?? {})];
      known = new Set(routes.map(normalizedPagePath));
    } catch {
      known = new Set();
    }
    knownPathsByDistDir.set(serverDistDir, known);
  }
  return known;
}

/**
 * The memory store FileSystemCache reads and writes (`get(key)`, `set(key, entry)`, as Next.js's LRU):
 * the known pages' pool and the variants' pool, each bounded in bytes. `regenerated` names the known
 * pages set at run time (at most the manifest's pages): once evicted, they are not read from the build.
 */
class PagePools {
  /** @type {LRUCache<string, CacheHandlerValue>} */
  known = new LRUCache({ maxSize: KNOWN_PAGES_MAX_BYTES, sizeCalculation: (entry, key) => entryBytes(key, entry) });
  /** @type {LRUCache<string, CacheHandlerValue>} */
  variants = new LRUCache({
    maxSize: VARIANT_PAGES_MAX_BYTES,
    sizeCalculation: (entry, key) => entryBytes(key, entry),
  });
  /** @type {Set<string>} */
  regenerated = new Set();
  /** @type {Set<string>[]} */
  knownPaths = [];

  /** @param {string} key */
  isKnown(key) {
    const pagePath = pagePathOf(key);
    return pagePath !== null && this.knownPaths.some((paths) => paths.has(pagePath));
  }

  /** @param {Set<string>} paths */
  addKnownPaths(paths) {
    if (!this.knownPaths.includes(paths)) this.knownPaths.push(paths);
  }

  /** @param {string} key */
  get(key) {
    return (this.isKnown(key) ? this.known : this.variants).get(key);
  }

  /**
   * @param {string} key
   * @param {CacheHandlerValue} entry
   */
  set(key, entry) {
    (this.isKnown(key) ? this.known : this.variants).set(key, entry);
  }
}

// One store per process, as Next.js's own LRU: the cache handler is made anew for every request.
const pools = processWide('pagePools', () => new PagePools());

export default class MemoryPageHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof fileSystemCache>[0]} options */
  constructor(options) {
    // No maxMemoryCacheSize: Next.js's own LRU is not made; the pools stand in for it.
    super({ ...options, flushToDisk: false, maxMemoryCacheSize: 0 });
    pools.addKnownPaths(knownPagePaths(options.serverDistDir));
    // Next.js's private store, replaced (an element access is TypeScript's way into a private member).
    FileSystemCache['memoryCache'] = pools;
  }

  /**
   * The build's prerendered pages are read here, runtime renders were set: both handed on lightened, each
   * once. A prerendered page regenerated here and since evicted is a miss, never the build's older copy.
   * @param {string} key
   * @param {[ctx: Parameters<CacheHandler['get']>[1]]} rest
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ...rest) {
    if (pools.regenerated.has(key) && !pools.known.has(key)) return null;
    const entry = await super.get(key, ...rest);
    lightenCachedPage(entry?.value);
    return entry;
  }

  /**
   * @param {string} key
   * @param {[data: Parameters<fileSystemCache['set']>[1], ctx: Parameters<fileSystemCache['set']>[2]]} rest
   * @returns {Promise<void>}
   */
  async set(key, ...rest) {
    if (pools.isKnown(key)) pools.regenerated.add(key);
    return super.set(key, ...rest);
  }
}
