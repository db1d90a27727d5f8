// next.config.mjs `cacheHandler` without REDIS_URL: Next.js's own file-system cache, kept in memory only.
//
// Next.js writes every page it renders at run time to `.next/server/route-cache` and never removes one:
// a query string, an unknown product id or a page past the last one is a new file of about 250 kB, so
// anonymous visitors could fill the disk (issue 35), and the files outlived a restart on another API.
// With `flushToDisk` off the same class keeps rendered pages in its memory LRU only (`cacheMaxMemorySize`,
// least recently used evicted first) and still reads the build's prerendered pages. Not
// `experimental.isrFlushToDisk: false`: that would also turn off the image optimiser's disk cache,
// which is bounded (`images.maximumDiskCacheSize`) and saves re-encoding every image on every request.
// The import is of Next.js's internal module: check it when upgrading Next.js (tests/server/bounded-page-cache.test.ts).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { lightenCachedPage } from './inlined-css-payload.mjs';

// Node hands the CommonJS module's exports (the class is `.default`); the build's bundle of the proxy hands the class.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class MemoryPageHandler extends FileSystemCache {
  constructor(options) {
    super({ ...options, flushToDisk: false });
  }

  /** The build's prerendered pages are read here, runtime renders were set: both handed on lightened, each once. */
  async get(...args) {
    const entry = await super.get(...args);
    lightenCachedPage(entry?.value);
    return entry;
  }
}
