import { call, pageOf } from './call';
import type { Api } from './client';
import { ApiError } from './errors';
import type { Paged, Product, ProductListQuery } from '@/lib/contract/types';

/** A page of the product list or the API's refusal (below 500), as the list page shows them. */
export type ProductListResult = { page: Paged<Product> | null; problem: string | null };

/**
 * A page of the product list (products, or products/search with a keyword), or the API's message
 * when it refuses the query (below 500: unknown category or series, malformed input). Returned, not
 * thrown: an error leaves a 'use cache' function without its class.
 */
export async function productListPage(
  api: Api,
  { keyword, ...query }: ProductListQuery & { keyword?: string },
): Promise<ProductListResult> {
  try {
    const page = keyword
      ? await call(api, 'GET products/search', { query: { ...query, keyword } })
      : await call(api, 'GET products', { query });
    return { page: pageOf(page), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { page: null, problem: error.message };
    throw error;
  }
}
