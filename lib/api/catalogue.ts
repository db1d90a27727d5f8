import type { Api } from './client';
import { ApiError } from './errors';
import { searchParams } from './search-params';
import { listProducts, type ProductQuery } from './products';
import type { Category, Item, Paged, Product } from '@/lib/contract/types';

type List<T> = { data: T[] };

/** Catalogue calls beyond the plain list and detail (spec-coverage “Platform” "Products"). */
export type ProductSearchQuery = Omit<ProductQuery, 'category_id' | 'series_id'> & { keyword: string };

export const searchProducts = (api: Api, query: ProductSearchQuery) =>
  api.get('products/search', { searchParams: searchParams(query) }).json<Paged<Product>>();

/** Exact product-number lookup (quick buy); 404 '查無此商品' when unknown. */
export const findProductByNumber = (api: Api, productNumber: string) =>
  api.get(`products/number-search/${encodeURIComponent(productNumber)}`).json<Item<Product>>().then((r) => r.data);

/** Categories with their series and product counts. */
export const listSidebar = (api: Api) => api.get('products/sidebar').json<List<Category>>().then((r) => r.data);

export const listRecommendedProducts = (api: Api) => api.get('recommended-products').json<List<Product>>().then((r) => r.data);

/** A page of the product list or the API's refusal (below 500), as the list page shows them. */
export type ProductListResult = { page: Paged<Product> | null; problem: string | null };

/**
 * A page of the product list (products, or products/search with a keyword), or the API's message
 * when it refuses the query (below 500: unknown category or series, malformed input). Returned, not
 * thrown: an error leaves a 'use cache' function without its class.
 */
export async function productListPage(api: Api, query: ProductQuery & Partial<ProductSearchQuery>): Promise<ProductListResult> {
  try {
    const { keyword, ...rest } = query;
    return { page: keyword ? await searchProducts(api, { ...rest, keyword }) : await listProducts(api, rest), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { page: null, problem: error.message };
    throw error;
  }
}
