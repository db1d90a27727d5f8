import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { listRecommendedProducts, listSidebar, productListPage, type ProductListResult, type ProductSearchQuery } from '../catalogue';
import { nullOn404 } from '../errors';
import { getProduct, listProducts, type ProductQuery } from '../products';
import { serverApi } from '../server';
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

/** A page of the product list, or the API's refusal, cached (the visitor's list: no token). */
export async function loadProductList(query: ProductQuery & Partial<ProductSearchQuery>): Promise<ProductListResult> {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.categories);
  return productListPage(serverApi(), query);
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
