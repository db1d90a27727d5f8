import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getProduct, listProducts, type ProductQuery } from '../products';
import { serverApi } from '../server';

/**
 * Cached loaders of public content for server components. Each is tagged with what it shows so
 * the revalidation webhook can refresh exactly that; nothing here ever carries a member token.
 */
export async function loadProducts(query: ProductQuery = {}) {
  'use cache';
  cacheLife('content');
  cacheTag('products');
  return listProducts(serverApi(), query);
}

export async function loadProduct(id: number) {
  'use cache';
  cacheLife('content');
  cacheTag('products', `product-${id}`);
  return getProduct(serverApi(), id);
}
