import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { expiryCutoff, ORDER_STATUS_CODE as S, transitionFor, type OrderEvent } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { returnActivityQuotas } from '../activities/give-back';
import { markPaymentsForRefund } from './refunds';
import { restoreCartLines } from './restore-cart';
import { returnStock } from './stock';
import { log } from '@/lib/node/log.mjs';
import { metrics } from '@/lib/node/metrics.mjs';

type OrderRow = typeof orders.$inferSelect;
type Changes = Partial<Pick<OrderRow, 'paid_at' | 'thirdparty_payment_number'>>;

/**
 * Moves an order by an event through the one table of transitions (lib/domain/orders/transitions.ts),
 * inside the caller's transaction: the row locked, the status changed only from the status the
 * transition starts at (a conditional update), then what the transition gives back. An event the table
 * has no row for changes nothing, so a second notice, a second sweep or two instances at once find the
 * order already moved and do nothing. Answers the order as it now is and whether this call moved it.
 */
export async function moveOrder(tx: Db, orderId: number, event: OrderEvent, now: string, changes: Changes = {}) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return { moved: false as const, order: undefined };
  const transition = transitionFor(event, order);
  if (!transition) return { moved: false as const, order };
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, order_status: transition.to, closed_reason: transition.closedReason, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.order_status, transition.from)))
    .returning();
  if (!moved) return { moved: false as const, order };
  if (transition.givesBack.includes('activity_quotas')) await returnActivityQuotas(tx, orderId);
  if (transition.givesBack.includes('stock')) await returnStock(tx, orderId);
  if (transition.givesBack.includes('payments')) await markPaymentsForRefund(tx, orderId, now);
  if (transition.givesBack.includes('cart_lines') && (await restoreCartLines(tx, moved, now))) {
    await tx.update(orders).set({ cart_restored: 1 }).where(eq(orders.id, orderId));
    moved.cart_restored = 1;
  }
  return { moved: true as const, order: moved };
}

type Scope = { memberId?: number; orderId?: number };

/** Unpaid orders whose deadline is before `before`, oldest deadline first; one member's or one order's when given. */
function overdue(db: Db, before: string, scope: Scope, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.order_status, [S.orderedUnpaid, S.cardProcessing]),
        lt(orders.payment_deadline, before),
        scope.memberId === undefined ? undefined : eq(orders.member_id, scope.memberId),
        scope.orderId === undefined ? undefined : eq(orders.id, scope.orderId),
      ),
    )
    .orderBy(asc(orders.payment_deadline))
    .limit(limit);
}

/** Expires the orders `overdue` finds, each in a transaction of its own; answers how many this call moved. */
async function expireBefore(db: Db, before: string, now: string, scope: Scope, limit: number) {
  let expired = 0;
  for (const { id } of await overdue(db, before, scope, limit)) {
    const { moved } = await db.transaction((tx) => moveOrder(tx, id, 'expire', now));
    if (moved) expired += 1;
  }
  if (expired) {
    metrics.ordersExpired.inc(expired);
    log.info({ expired, ...scope }, 'unpaid orders past their deadline expired');
  }
  return expired;
}

/**
 * Expires unpaid orders past their deadline and its grace for late notices (ATM → 9, card → 11, each
 * giving back what the table says). Run by the sweep and before an order is read or touched, so an order
 * never shows as held after that whether or not the sweep has run. Answers how many this call moved
 * (another instance may have moved the rest).
 */
export const expireOverdue = (db: Db, now: string, scope: Scope = {}, limit = 500) =>
  expireBefore(db, expiryCutoff(now), now, scope, limit);

/**
 * Expires one order as soon as its deadline has passed, without the grace: for what can only come after
 * the deadline (a payment made late, a failed payment, the gateway's page asked for too late).
 */
export const expirePastDeadline = (db: Db, orderId: number, now: string) => expireBefore(db, now, now, { orderId }, 1);
