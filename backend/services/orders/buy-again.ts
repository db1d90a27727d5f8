import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Member } from '../../http/env';
import { orderGoods, putGoodsInCart } from './goods-to-cart';
import type { BuyAgainResult } from '@/lib/contract/schema/orders';

/**
 * POST orders/{id}/buy-again (docs/api-contract.md "Order life: payments, deadlines, failures and refunds"): the member's own order's goods go back
 * into the cart by the cart's own rules (putGoodsInCart), in one transaction with the cart locked.
 * Answers what was added and, with the reason, what could not be.
 */
export async function buyAgain(db: Db, member: Member, orderId: number, now: string): Promise<BuyAgainResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.member_id, member.id), isLive(orders)));
    if (!order) throw notFound(ORDER_MESSAGES.fetchFailed);
    return putGoodsInCart(tx, member, await orderGoods(tx, orderId), now);
  });
}
