import { LRUCache } from 'lru-cache';

/**
 * How long a catalogue list's count is kept (decision 0138). Counting the products a caller may see reads every
 * one of them, 20,000 at a company's size, where the page itself reads twelve rows through an index.
 */
export const COUNT_KEPT_SECONDS = 10;

/** Per database (each test file has its own), at most 1,000 lists (a search is a list per keyword). */
const counts = new WeakMap<object, LRUCache<string, number>>();

/** The count of list `key` kept from the last COUNT_KEPT_SECONDS, else `count()` now (and kept). */
export async function keptCount(db: object, key: string, count: () => Promise<number>): Promise<number> {
  let kept = counts.get(db);
  if (!kept) counts.set(db, (kept = new LRUCache<string, number>({ max: 1_000, ttl: COUNT_KEPT_SECONDS * 1_000 })));
  const known = kept.get(key);
  if (known !== undefined) return known;
  const total = await count();
  kept.set(key, total);
  return total;
}
