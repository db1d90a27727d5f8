import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const PAGE_CACHE_MS: number;

/** Answers `req` from the cache, or calls `next()` and stores what it sends when it may. */
export type PageCache = (req: IncomingMessage, res: ServerResponse, next: () => unknown) => unknown;

export declare function createPageCache(options?: { maxAgeMs?: number; now?: () => number }): PageCache;
