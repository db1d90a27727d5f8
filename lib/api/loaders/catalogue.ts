import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Paged, Product, ProductListQuery } from '@/lib/contract/types';
import { isPublicProduct } from '@/lib/domain/product-visibility';
import { call, dataOf, pageOf, recordOrNull } from '../call';
import { nullOn404 } from '../errors';
import { productListPage, type ProductListResult } from '../product-list';
import { serverApi } from '../server';
import { cachedCall } from './cached-call';
import { CACHE_TAGS } from './tags';

/**
 * Cached loaders of public content for server components. Each is tagged with what it shows so
 * the revalidation webhook can refresh exactly that; nothing here ever carries a member token, and no
 * product a visitor may not see leaves them, whatever the API answered (isPublicProduct).
 */
const publicRows = <T extends Paged<Product>>(page: T): T => ({ ...page, data: page.data.filter(isPublicProduct) });

export const loadProducts = (query: ProductListQuery = {}) =>
  cachedCall([CACHE_TAGS.products], 'GET products', { query }).then(pageOf).then(publicRows);

/** A page of the product list, or the API's refusal, cached (the visitor's list: no token). */
export async function loadProductList(query: ProductListQuery & { keyword?: string }): Promise<ProductListResult> {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.categories);
  const list = await productListPage(serverApi(), query);
  return list.page ? { ...list, page: publicRows(list.page) } : list;
}

/** The product, or null when it is missing or unavailable (404 暫無此商品, or an answer without it; the null is cached too). */
export async function loadProductOrNull(id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.product(id));
  const product = await nullOn404(call(serverApi(), 'GET products/{id}', { params: { id } }).then(recordOrNull));
  return product && isPublicProduct(product) ? product : null;
}

/** Categories with series and counts (the product list sidebar and the landing tiles). */
export const loadSidebar = () =>
  cachedCall([CACHE_TAGS.categories, CACHE_TAGS.products], 'GET products/sidebar').then(dataOf);

export const loadRecommendedProducts = () =>
  cachedCall([CACHE_TAGS.products], 'GET recommended-products')
    .then(dataOf)
    .then((products) => products.filter(isPublicProduct));
