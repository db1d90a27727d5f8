/** Bytes of memory the pool of the build's prerendered pages (and their regenerations) may hold. */
export const KNOWN_PAGES_MAX_BYTES: number;
/** Bytes of memory the pool of every other page (searches, unknown ids, pages past the last) may hold. */
export const VARIANT_PAGES_MAX_BYTES: number;
/** What a cache entry holds in memory, in bytes. */
export function entryBytes(key: string, entry: { value: unknown } | null | undefined): number;

/** Next.js's incremental cache handler, kept in memory only, in two pools (see the .mjs). */
export default class MemoryPageHandler {
  constructor(options: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
}
