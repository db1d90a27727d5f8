import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPayments } from '../../db/schema';

/** Every payment an order received is due back (a paid order its member cancelled): its rows in order_payments marked refund_due. */
export async function markPaymentsForRefund(tx: Db, orderId: number, now: string) {
  await tx
    .update(orderPayments)
    .set({ refund_due: 1, updated_at: now })
    .where(and(eq(orderPayments.order_id, orderId), eq(orderPayments.refund_due, 0)));
}
