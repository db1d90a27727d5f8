import type { Product } from '@/lib/contract/types';

/**
 * Whether a visitor or an ordinary member may see a product (P §4, §6: a product of status 0 or `is_testing` is a
 * tester's only; 暫無此商品 "when missing or unavailable"). The pages apply it to what the API answered without a
 * tester's bearer, whatever that API already left out; a tester's pages (their bearer) show everything.
 */
export const isPublicProduct = (product: Partial<Pick<Product, 'status' | 'is_testing'>>) =>
  Number(product.status ?? 1) !== 0 && Number(product.is_testing ?? 0) !== 1;
