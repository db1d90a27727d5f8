import 'server-only';
import { connection } from 'next/server';
import { parseShopClosedReading } from '@/lib/domain/orders/shop-state';

/**
 * How the shop reads a shop_systems window (spec-coverage “Checkout pages” "Shop closed", both readings kept): the
 * API's own setting `SHOP_CLOSED_READING`, read when a page is requested (never baked in at build),
 * so step 1, the checkout guard, the shop-close page and POST orders always read it alike.
 */
export async function shopClosedReading() {
  await connection();
  return parseShopClosedReading(process.env.SHOP_CLOSED_READING);
}
