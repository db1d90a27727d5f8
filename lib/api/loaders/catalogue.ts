import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { listRecommendedProducts, listSidebar, searchProducts, type ProductSearchQuery } from '../catalogue';
import { ApiError, nullOn404 } from '../errors';
import { getProduct, listProducts, type ProductQuery } from '../products';
import { serverApi } from '../server';
import type { Paged, Product } from '../types';
import { CACHE_TAGS } from './tags';

/**
 * Cached loaders of public content for server components. Each is tagged with what it shows so
 * the revalidation webhook can refresh exactly that; nothing here ever carries a member token.
 */
export async function loadProducts(query: ProductQuery = {}) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products);
  return listProducts(serverApi(), query);
}

/**
 * A page of the product list (products, or products/search with a keyword), or the API's message
 * when it refuses the query (below 500: unknown category or series, malformed input), which is
 * cached too. Returned, not thrown: an error leaves a 'use cache' function without its class.
 */
export async function loadProductList(query: ProductQuery & Partial<ProductSearchQuery>): Promise<{ page: Paged<Product> | null; problem: string | null }> {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.categories);
  try {
    const { keyword, ...rest } = query;
    return { page: keyword ? await searchProducts(serverApi(), { ...rest, keyword }) : await listProducts(serverApi(), rest), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { page: null, problem: error.message };
    throw error;
  }
}

/** The product, or null when it is missing or unavailable (404 暫無此商品; the null is cached too). */
export async function loadProductOrNull(id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.product(id));
  return nullOn404(getProduct(serverApi(), id));
}

/** Categories with series and counts (the product list sidebar and the landing tiles). */
export async function loadSidebar() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.categories, CACHE_TAGS.products);
  return listSidebar(serverApi());
}

export async function loadRecommendedProducts() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products);
  return listRecommendedProducts(serverApi());
}
