import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { LUCKY_INSTALLMENT_PERIODS } from '@/lib/domain/orders';
import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import type { Db } from '../../db/client';
import { orderItems, shoppingCarts } from '../../db/schema';
import { fortuneOf } from './fortune-fields';

const FEE_LINE_NUMBERS = Object.values(SHIPPING_FEE_LINE_NUMBERS);

/**
 * Puts a card order's goods back in its member's cart when its payment failed or expired, so the member
 * can pay another way: each lucky item as a line of its own with its personalisation (and its 12
 * instalments), each ordinary product added to the member's line of it (or a new one). Gifts and the
 * shipping-fee line are not goods; the gift choice stays in the member's checkout draft.
 */
export async function restoreCartLines(tx: Db, order: { id: number; member_id: number; installment: number }, now: string) {
  const goods = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.order_id, order.id), isNull(orderItems.activity_id), notInArray(orderItems.product_number, FEE_LINE_NUMBERS)));
  for (const item of goods) {
    const line = { member_id: order.member_id, product_id: item.product_id, product_quantity: item.product_quantity, created_at: now, updated_at: now };
    if (item.is_lucky) {
      const is_installment = order.installment === LUCKY_INSTALLMENT_PERIODS ? 1 : 0;
      await tx.insert(shoppingCarts).values({ ...line, ...fortuneOf(item), is_lucky: 1, is_installment });
    } else {
      await tx
        .insert(shoppingCarts)
        .values(line)
        .onConflictDoUpdate({
          target: [shoppingCarts.member_id, shoppingCarts.product_id],
          targetWhere: sql`${shoppingCarts.is_lucky} = 0`,
          set: { product_quantity: sql`${shoppingCarts.product_quantity} + ${item.product_quantity}`, updated_at: now },
        });
    }
  }
  return goods.length > 0;
}
