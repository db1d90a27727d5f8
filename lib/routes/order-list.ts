import type { OrderSearchQuery } from '@/lib/contract/types';
import { orderRangeFromQuery } from '@/lib/domain/orders/order-dates';

export const ORDER_LIST_PATH = '/member/order/list';

export type OrderListQuery = { page: number; from: string; to: string; hasRange: boolean };

type Params = { get: (name: string) => string | null };

/**
 * The order list's query (spec-coverage “Order history pages”: page, _from, _to, _type), so that Back, refresh and a
 * shared link show the same list: `?_from=2026-01-01&_to=2026-11-23&_type=orderDate&page=2`. Days
 * are 'YYYY-MM-DD'; without them the whole selectable range is shown (1 January of last year to
 * today); orderDate is the only _type. A malformed page is page 1.
 */
export function parseOrderListQuery(params: Params, today: string): OrderListQuery {
  const page = Number(params.get('page'));
  const range = orderRangeFromQuery(params.get('_from'), params.get('_to'), today);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...range,
    hasRange: !!(params.get('_from') || params.get('_to')),
  };
}

/** The API's query (GET orders/search) of a page of orders within days, sent as the days' first and last second. */
export const ordersApiQuery = ({ page, from, to }: { page: number; from?: string; to?: string }): OrderSearchQuery => ({
  page: String(page),
  _from: from && `${from} 00:00:00`,
  _to: to && `${to} 23:59:59`,
  _type: 'orderDate',
});

/** The list's URL for a page and, when chosen, a range; page 1 is left out. */
export function orderListHref({ page = 1, range }: { page?: number; range?: { from: string; to: string } }): string {
  const query = new URLSearchParams();
  if (range) {
    query.set('_from', range.from);
    query.set('_to', range.to);
    query.set('_type', 'orderDate');
  }
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${ORDER_LIST_PATH}?${search}` : ORDER_LIST_PATH;
}
