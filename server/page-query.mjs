// @ts-check
/**
 * Which query parameters reach Next.js for a page. Next.js puts the request URL, query string
 * included, into the HTML and RSC payload it renders (the router's initial URL), and a shared page
 * regenerated on a visitor's request is then served to everyone until its next regeneration: a
 * `?session_hint=…` or `?redirect=/member/order/…` of one visitor ended up in every visitor's copy
 * for five minutes. A rewrite in proxy.ts does not help: Next.js takes that URL from the request as
 * it arrived. So the production server hands Next.js a page request with only the parameters its
 * route reads on the server; everything else is rendered from the bare path. The browser keeps its
 * own address bar: client code that reads the query (the login form's ?redirect=, the product
 * page's ?action=buy) reads window.location, which this does not touch.
 */

/** The article lists whose ?page= proxy.ts turns into a params route (lib/routes/article-lists.ts ARTICLE_LIST_ROOTS). */
const ARTICLE_LIST_ROOTS = ['/news/activity', '/news/matter', '/news/travel', '/sound/boss'];

/** The product list's search state (lib/routes/product-list-query.ts parseListState). */
const PRODUCT_LIST_PARAMS = ['keyword', 'category_id', 'series_id', 'sort', 'page'];

/**
 * Path → the query parameters its route reads on the server.
 *
 * @type {Map<string, string[]>}
 */
export const PAGE_QUERY_PARAMS = new Map([
  ...ARTICLE_LIST_ROOTS.map(/** @returns {[string, string[]]} */ (root) => [root, ['page']]),
  ['/product/list', PRODUCT_LIST_PARAMS],
]);

/** Next's cache-busting parameter of router requests, checked against their headers. */
const ROUTER_PARAMS = ['_rsc'];

/**
 * Requests left as they are: the API and build assets are not pages, and a signed-in member page
 * is rendered for its member alone (private, never shared) and may read its query on the server
 * (checkout step 5's ?retCode…, the /member guard's ?redirect=). The pages a visitor sees under
 * /member (login, forgot, register) are shared and read their query in the browser only.
 */
const UNTOUCHED = /^\/(?:api|_next)\//;
const MEMBER = /^\/member(?:\/|$)/;
const SHARED_MEMBER_PAGES = /^\/member\/(?:login|forgot|register)(?:\/|$)/;

/**
 * The URL Next.js is given for `url` (a request target: path and query): the path with only the
 * parameters its page reads, as they were written and in their order, or the bare path.
 *
 * @param {string} url
 * @returns {string}
 */
export function pageRequestUrl(url) {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (UNTOUCHED.test(path) || (MEMBER.test(path) && !SHARED_MEMBER_PAGES.test(path))) return url;
  const kept = [...ROUTER_PARAMS, ...(PAGE_QUERY_PARAMS.get(path) ?? [])];
  const search = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => kept.includes(parameterName(pair)))
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * The decoded name of a `name=value` pair as URLSearchParams reads it; '' when it cannot be decoded.
 *
 * @param {string} pair
 */
function parameterName(pair) {
  const name = pair.split('=', 1)[0].replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return '';
  }
}
