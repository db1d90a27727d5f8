import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';

/** Quantities per product, in product id order: every order locks product rows in the same order (no deadlock). */
function perProduct(lines: readonly { product_id: number; quantity: number }[]) {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}

/**
 * Books the stock of an order's lines, one conditional decrement per product
 * (`quantity = quantity - n WHERE quantity >= n`), so stock never goes below zero whatever runs at
 * the same time. Answers the ids of the products that could not be served; the caller then rolls
 * the whole transaction back, which also undoes the decrements that did succeed.
 */
export async function takeStock(tx: Db, lines: readonly { product_id: number; quantity: number }[]): Promise<number[]> {
  const short: number[] = [];
  for (const [productId, quantity] of perProduct(lines)) {
    const taken = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.quantity, quantity)))
      .returning({ id: products.id });
    if (!taken.length) short.push(productId);
  }
  return short;
}

const FEE_LINE_NUMBERS = Object.values(SHIPPING_FEE_LINE_NUMBERS);

/** Gives an order's stock back (cancelled, or its card payment failed): every item but the shipping-fee line, which is not goods. */
export async function returnStock(tx: Db, orderId: number) {
  const items = await tx
    .select({ product_id: orderItems.product_id, quantity: orderItems.product_quantity })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orderId), notInArray(orderItems.product_number, FEE_LINE_NUMBERS)));
  for (const [productId, quantity] of perProduct(items)) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}
