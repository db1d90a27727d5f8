import { and, eq } from 'drizzle-orm';
import { CANCELLED_STATUS, canCancel, ORDER_MESSAGES as M } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { returnActivityQuotas } from '../activities/give-back';
import { returnStock } from './stock';

/**
 * PUT orders/{id} {order_status: 9}: with the order row locked (a payment notice waits), an order
 * `canCancel` allows becomes 9 and its activity quotas and stock go back, in one transaction. Cancelling a cancelled
 * order changes nothing (idempotent); any other state is 422 此訂單狀態已無法取消.
 */
export async function cancelOrder(db: Db, memberId: number, orderId: number, now: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ order_status: orders.order_status, payment: orders.payment })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.member_id, memberId)))
      .for('update');
    if (!order) throw notFound(M.fetchFailed);
    if (order.order_status === CANCELLED_STATUS) return;
    if (!canCancel(order.order_status, order.payment)) throw new HttpError(422, M.cannotCancel, { errors: { order_status: [M.cannotCancel] } });
    await tx.update(orders).set({ order_status: CANCELLED_STATUS, updated_at: now }).where(eq(orders.id, orderId));
    await returnActivityQuotas(tx, orderId);
    await returnStock(tx, orderId);
  });
}
