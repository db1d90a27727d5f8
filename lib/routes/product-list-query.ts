import type { ProductListQuery } from '@/lib/contract/types';
import { idFromSegment } from '@/lib/domain/record-id';

/**
 * The product list's URL state (spec-coverage “Public site: catalogue” "Search state": page, series_id, category_id, order_by,
 * sort, keyword). Parsing drops malformed values instead of failing; hrefs keep the other params.
 */
export type ProductSort = 0 | 2 | 3;

export type ProductListState = {
  page: number;
  category_id?: number;
  series_id?: number;
  sort: ProductSort;
  keyword?: string;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const positiveInt = (value: string | undefined) => idFromSegment(value) ?? undefined;

export function parseListState(params: RawSearchParams): ProductListState {
  const sort = Number(first(params.sort));
  const keyword = first(params.keyword)?.trim().slice(0, 50);
  return {
    page: positiveInt(first(params.page)) ?? 1,
    category_id: positiveInt(first(params.category_id)),
    series_id: positiveInt(first(params.series_id)),
    sort: sort === 2 || sort === 3 ? sort : 0,
    keyword: keyword || undefined,
  };
}

const asText = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** The API query of a state: sort 2 / 3 go with order_by=price, as the shop sends them. */
export function toApiQuery(state: ProductListState): ProductListQuery {
  return {
    page: String(state.page),
    category_id: asText(state.category_id),
    series_id: asText(state.series_id),
    sort: String(state.sort),
    order_by: state.sort === 0 ? undefined : 'price',
  };
}

export const LIST_PATH = '/product/list';

/** A product's own page. */
export const productPath = (productId: number) => `/product/${productId}`;

/** The query string of a state, in one fixed order; page 1 and sort 0 are left out ('' for the full list). */
export function listQuery(state: Partial<ProductListState>): string {
  const query = new URLSearchParams();
  if (state.keyword) query.set('keyword', state.keyword);
  if (state.category_id) query.set('category_id', String(state.category_id));
  if (state.series_id) query.set('series_id', String(state.series_id));
  if (state.sort) query.set('sort', String(state.sort));
  if (state.page && state.page > 1) query.set('page', String(state.page));
  return query.toString();
}

/** /product/list with the given state; page 1 and sort 0 are left out of the URL. */
export function listHref(state: Partial<ProductListState>): string {
  const search = listQuery(state);
  return search ? `${LIST_PATH}?${search}` : LIST_PATH;
}
