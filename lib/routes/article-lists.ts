/**
 * The routes of the announcement-like article lists (spec-coverage “Public site: sound and news” "Article pages"): each section's root
 * (the list; a detail is {root}/{id}) and the paging of its URL. proxy.ts reads them to rewrite a
 * list's ?page=N; the pages and components read them to write links. The sections' titles, empty
 * texts and API collections stay with the components (components/news/sections.ts).
 */
export const ARTICLE_LIST_ROOTS = {
  activity: '/news/activity',
  matter: '/news/matter',
  travel: '/news/travel',
  boss: '/sound/boss',
} as const;

/** The ?page= of a list: a positive integer, else 1. */
export function pageFromQuery(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

/** The href of a list page: the bare root for page 1, ?page=N after. */
export const listPageHref = (root: string, page: number) => (page <= 1 ? root : `${root}?page=${page}`);

/** Whether a path is the root of an article list (proxy.ts rewrites it to listPageRoute). */
export const isListRoot = (pathname: string) => Object.values<string>(ARTICLE_LIST_ROOTS).includes(pathname);

/**
 * The route that serves page N of a list, {root}/list/[page]: proxy.ts rewrites {root}?page=N (and
 * the bare root as page 1) there. As a path segment the page is prerendered like the [id] routes,
 * and a page past the last one answers 404; read from searchParams, Next (cacheComponents) sends the
 * static shell with 200 before the page's notFound() runs. The bare root is rewritten too: served
 * as its own static page, Next's client router took {root}?page=2 for the same page and never asked
 * the server (the product list had the same trap, product-list-route.ts).
 */
export const listPageRoute = (root: string, page: number) => `${root}/list/${page}`;
