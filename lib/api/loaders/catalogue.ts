import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { ProductListQuery } from '@/lib/contract/types';
import { call, dataOf, pageOf, recordOrNull } from '../call';
import { nullOn404 } from '../errors';
import { productListPage, type ProductListResult } from '../product-list';
import { serverApi } from '../server';
import { cachedCall } from './cached-call';
import { CACHE_TAGS } from './tags';

/**
 * Cached loaders of public content for server components. Each is tagged with what it shows so
 * the revalidation webhook can refresh exactly that; nothing here ever carries a member token.
 */
export const loadProducts = (query: ProductListQuery = {}) =>
  cachedCall([CACHE_TAGS.products], 'GET products', { query }).then(pageOf);

/** A page of the product list, or the API's refusal, cached (the visitor's list: no token). */
export async function loadProductList(query: ProductListQuery & { keyword?: string }): Promise<ProductListResult> {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.categories);
  return productListPage(serverApi(), query);
}

/** The product, or null when it is missing or unavailable (404 暫無此商品, or an answer without it; the null is cached too). */
export async function loadProductOrNull(id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.product(id));
  return nullOn404(call(serverApi(), 'GET products/{id}', { params: { id } }).then(recordOrNull));
}

/** Categories with series and counts (the product list sidebar and the landing tiles). */
export const loadSidebar = () =>
  cachedCall([CACHE_TAGS.categories, CACHE_TAGS.products], 'GET products/sidebar').then(dataOf);

export const loadRecommendedProducts = () => cachedCall([CACHE_TAGS.products], 'GET recommended-products').then(dataOf);
