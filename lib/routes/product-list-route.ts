import { LIST_PATH, listQuery, parseListState, type ProductListState } from './product-list-query';

/*
 * Server side only (proxy.ts and the route; Buffer stays out of the browser bundle).
 *
 * /product/list is served by an internal route, /product/list/q/[query]: proxy.ts rewrites every
 * /product/list request there; the public URLs stay as listHref writes them.
 * - A path segment rather than searchParams: with cacheComponents a page that reads searchParams
 *   streams its content behind the static shell (a hidden block only JavaScript reveals) and
 *   answers 200 before its notFound() runs, while a params route renders whole before the
 *   response starts (prerendered, or on its first visit).
 * - The full list too (its segment is prerendered, so it stays static): served from its own URL,
 *   it taught the client router (optimistic routing) that /product/list?anything is that same
 *   static page, and the sort select and the pagination links then changed the URL but not the list.
 *   A rewritten URL is never taken as a pattern, so each query is asked of the server.
 * The segment is the canonical search string (parsed by parseListState, written by listQuery:
 * unknown params dropped, values normalised, '?' for the full list) in base64url, which no URL
 * layer re-encodes or decodes.
 */

/**
 * A search string with its non-ASCII characters as themselves (UTF-8) rather than %XX, which
 * URLSearchParams reads the same: a 50-character Chinese keyword's segment stays short enough for
 * a file name of Next's page cache (about 230 characters instead of 600).
 */
const rawUnicode = (search: string) => search.replace(/(?:%[89A-F][0-9A-F])+/g, decodeURIComponent);

export const listSegment = (state: Partial<ProductListState>) =>
  Buffer.from(rawUnicode(`?${listQuery(state)}`)).toString('base64url');

/** The route serving a /product/list request: its recognised params only, in canonical form. */
export function listRoute(search: URLSearchParams): string {
  const state = parseListState(
    Object.fromEntries([...search.keys()].map((key) => [key, search.get(key) ?? undefined])),
  );
  return `${LIST_PATH}/q/${listSegment(state)}`;
}

/** The state a route segment names, or null unless it is a canonical segment. */
export function stateFromSegment(segment: string): ProductListState | null {
  const state = parseListState(Object.fromEntries(new URLSearchParams(Buffer.from(segment, 'base64url').toString())));
  return listSegment(state) === segment ? state : null;
}
