import type { Paged } from '@/lib/contract/types';

/**
 * The most pages of a list one walk reads or the build prerenders: 1,000 announcements or 1,200 products at
 * the spec's page sizes, many times what the company publishes. The contract bounds last_page by nothing, and
 * a last_page in the billions walked page by page would never finish; later pages render on their first visit.
 */
export const MOST_PAGES_WALKED = 100;

/** Pages of a list asked at once: a list of many pages is read a few at a time, not all at once. */
const PAGES_AT_ONCE = 8;

/** The page numbers 1 … lastPage, at most `most` of them (always page 1). */
export const pageNumbers = (lastPage: number, most = MOST_PAGES_WALKED): number[] =>
  Array.from({ length: Math.max(1, Math.min(lastPage, most)) }, (_, index) => index + 1);

/** Every item of a paged list (the API's last_page says how many pages), up to `most` pages, a few at a time. */
export async function allPages<T>(load: (page: number) => Promise<Paged<T>>, most = MOST_PAGES_WALKED): Promise<T[]> {
  const first = await load(1);
  const rest = pageNumbers(first.last_page, most).slice(1);
  const pages = [first];
  for (let start = 0; start < rest.length; start += PAGES_AT_ONCE) {
    pages.push(...(await Promise.all(rest.slice(start, start + PAGES_AT_ONCE).map(load))));
  }
  return pages.flatMap((page) => page.data);
}
