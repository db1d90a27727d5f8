import { eq } from 'drizzle-orm';
import { paymentDateReviewNote, paymentTime } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { orderPayments, orders } from '../../db/schema';
import type { PaymentGateway } from '../payment/gateway';
import { expireOverdue, expirePastDeadline, moveOrder } from './order-life';
import { log } from '@/lib/node/log.mjs';
import { metrics } from '@/lib/node/metrics.mjs';
import { annotateSpan } from '@/lib/node/tracing.mjs';

type Answer = { status: 200 | 400; body: string };

/** Every refused notice gets the same answer: whether an order number exists is nobody's business. */
export const NOTICE_REFUSED: Answer = { status: 400, body: '0|Error' };

/**
 * POST payments/notify: a notice signed with the shop's keys, for an existing order and its exact
 * amount, moves the order through the table of transitions (lib/domain/orders/transitions.ts):
 * - paid: 1 or 2 → 3 with paid_at and the gateway's trade number. A payment is judged by when the
 *   gateway took it (PaymentDate): one taken by the deadline pays the order even when its notice
 *   arrives later (a retry), as long as the order is still open: an order waits PAYMENT_NOTICE_GRACE_MINUTES
 *   past its deadline before the sweep or a read expires it. An order already closed (cancelled,
 *   failed or expired; one past its deadline paid after it is expired first) and never paid → 23 with
 *   the same payment stored: the money arrived for an order that cannot be fulfilled, so it is refunded.
 *   Every payment is kept in order_payments by trade number, a refund due for each one that did not
 *   pay the order (a 23, a second payment of a paid order).
 * - declined: 2 → 11, giving back stock, gift units, quotas, draws, and the goods to the cart. A decline that
 *   arrives inside the deadline's grace is recorded as declined (closed_reason 'declined', counted by
 *   refuseRepeatedDeclines); past the grace the order has expired, as a read would find it.
 * A PaymentDate that cannot be (missing, before the order, after the notice arrived: paymentTime) is not
 * taken: the notice is judged by when it arrived and its payment kept with a note for review.
 * Anything the table has no row for changes nothing and is acknowledged (a repeated notice). Bad
 * signature, unknown order and wrong amount: NOTICE_REFUSED, and nothing changes.
 */
export async function applyPaymentNotice(
  db: Db,
  gateway: PaymentGateway,
  params: Record<string, string>,
  now: string,
): Promise<Answer> {
  const notice = gateway.readNotice(params);
  if (!notice) return refused('bad_signature');
  const [order] = await db
    .select({
      id: orders.id,
      total_price: orders.total_price,
      payment_deadline: orders.payment_deadline,
      created_at: orders.created_at,
    })
    .from(orders)
    .where(eq(orders.order_number, notice.orderNumber))
    .limit(1);
  if (!order) return refused('unknown_order');
  if (order.total_price !== notice.amount) return refused('wrong_amount', order.id);

  const { paidAt, doubt } = paymentTime(notice.paidAt, order, now);
  const inTime = notice.paid && order.payment_deadline !== null && paidAt <= order.payment_deadline;
  // An on-time payment is owed the grace after the deadline, and so is a decline: an order still waiting in
  // its grace was declined, not expired (the sweep and a read would not have expired it yet). A payment
  // made after the deadline expires the order at once.
  if (!notice.paid) await expireOverdue(db, now, { orderId: order.id });
  else if (!inTime) await expirePastDeadline(db, order.id, now);
  const tradeNo = notice.tradeNo.slice(0, 30);
  const payment = { thirdparty_payment_number: tradeNo };
  const outcome = await db.transaction(async (tx): Promise<NoticeOutcome> => {
    if (!notice.paid) {
      const declined = await moveOrder(tx, order.id, 'declined', now, payment);
      return declined.moved ? 'declined' : 'repeated';
    }
    const paid = await moveOrder(tx, order.id, 'paid', now, { ...payment, paid_at: paidAt });
    const late =
      !paid.moved && paid.order && !paid.order.paid_at
        ? await moveOrder(tx, order.id, 'late_payment', now, { ...payment, paid_at: paidAt })
        : undefined;
    await keepPayment(tx, {
      order_id: order.id,
      trade_no: tradeNo,
      amount: notice.amount,
      paid_at: paidAt,
      refund_due: paid.moved ? 0 : 1,
      review_note: doubt ? paymentDateReviewNote(doubt, notice.paidAt) : null,
      created_at: now,
      updated_at: now,
    });
    return paid.moved ? 'paid' : late?.moved ? 'late' : 'repeated';
  });
  metrics.paymentNotices.inc({ outcome });
  annotateSpan({ 'shop.payment.outcome': outcome, 'shop.order.id': order.id });
  log.info({ outcome, orderId: order.id }, 'a payment notice was applied');
  return { status: 200, body: gateway.acknowledgement };
}

/** What a notice did, counted by shop_payment_notices_total: late is a payment marked for refund. */
type NoticeOutcome = 'paid' | 'declined' | 'late' | 'repeated' | 'bad_signature' | 'unknown_order' | 'wrong_amount';

function refused(outcome: NoticeOutcome, orderId?: number): Answer {
  metrics.paymentNotices.inc({ outcome });
  annotateSpan({ 'shop.payment.outcome': outcome });
  log.warn({ outcome, ...(orderId ? { orderId } : {}) }, 'a payment notice was refused');
  return NOTICE_REFUSED;
}

/** Records a payment once per trade number (a repeated notice adds nothing). */
const keepPayment = (tx: Db, row: typeof orderPayments.$inferInsert) =>
  tx.insert(orderPayments).values(row).onConflictDoNothing();
