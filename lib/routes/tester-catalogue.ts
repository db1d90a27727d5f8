import { LIST_PATH } from './product-list-query';
import { idFromSegment } from '@/lib/domain/record-id';

/**
 * A tester sees status-0 and testing products (spec-coverage “Public site: catalogue”, member §6), which the cached public
 * catalogue never holds. proxy.ts serves a tester's product pages and product lists from these routes
 * instead: rendered per request, asked of the API with the tester's bearer, private. The public URL
 * stays as it is; only the route behind it differs.
 */
export const TESTER_VIEW_ROOT = '/tester';

const PRODUCT_PAGE_PREFIX = '/product/';

export const isProductPagePath = (pathname: string) =>
  pathname.startsWith(PRODUCT_PAGE_PREFIX) && idFromSegment(pathname.slice(PRODUCT_PAGE_PREFIX.length)) !== null;

/** The tester's route for a public catalogue route (a product page, a list's params route), or null for any other path. */
export function testerRoute(route: string): string | null {
  return isProductPagePath(route) || route.startsWith(`${LIST_PATH}/q/`) ? `${TESTER_VIEW_ROOT}${route}` : null;
}
