import { isLuckyProductNumber } from '../lucky-products';

/** The most of one ordinary product a cart line may hold when the product sets no maximum (spec-coverage “Favourites and cart API”). */
export const DEFAULT_LINE_LIMIT = 50;

/** Most cart lines one member may keep: a bound on the table, far above any real order. */
export const MAX_CART_LINES = 100;

/** Most favourites one member may keep, and the most GET user/favorites answers (decision 0136). */
export const MAX_FAVORITES = 100;

type LimitedProduct = { product_number: string; quantity: number; max_limited_buy: number | null };

/**
 * The most a cart line of this product may hold (spec-coverage “Favourites and cart API”): 0 when out of stock (the page shows
 * 已售完), 1 for a lucky product, else min(max_limited_buy, stock) when the product sets a maximum,
 * else min(50, stock). A max_limited_buy of 0 or null means "no maximum set" (decision in
 * docs/spec-coverage.md: the company's records use 0 as the empty value).
 */
export function lineLimit(product: LimitedProduct): number {
  if (product.quantity <= 0) return 0;
  return Math.min(purchaseLimit(product), product.quantity);
}

/** The most of a product one line or order may hold whatever the stock: 1 for a lucky product, else max_limited_buy, else 50. */
export function purchaseLimit(product: Pick<LimitedProduct, 'product_number' | 'max_limited_buy'>): number {
  if (isLuckyProductNumber(product.product_number)) return 1;
  return product.max_limited_buy && product.max_limited_buy > 0 ? product.max_limited_buy : DEFAULT_LINE_LIMIT;
}

/** The header badge: the sum of the lines' quantities (spec-coverage “Favourites and cart API”). */
export const cartCount = (lines: readonly { product_quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.product_quantity, 0);
