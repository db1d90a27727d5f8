import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES as M, ORDER_STATUS_CODE as S } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { orders } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { expireOverdue, moveOrder } from './order-life';

/**
 * PUT orders/{id} {order_status: 9}: the member's own order moves by `member_cancel` (the table's rows:
 * ATM below 4, other payments below 5), giving back its stock, gift units, quotas and draws in one
 * transaction, with the row locked (a payment notice waits). An order past its deadline expires
 * first. Cancelling a cancelled order changes nothing (idempotent); any other state is 422
 * 此訂單狀態已無法取消. A card order cancelled at 2 voids its payment link: the gateway's page
 * refuses it and a late payment is recorded for a refund (23).
 */
export async function cancelOrder(db: Db, memberId: number, orderId: number, now: string) {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.member_id, memberId), isLive(orders)));
  if (!own) throw notFound(M.fetchFailed);
  await expireOverdue(db, now, { orderId });
  await db.transaction(async (tx) => {
    const { moved, order } = await moveOrder(tx, orderId, 'member_cancel', now);
    if (moved || order?.order_status === S.cancelled) return;
    throw new HttpError(422, M.cannotCancel, { errors: { order_status: [M.cannotCancel] } });
  });
}
