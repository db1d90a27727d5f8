import { canCancel, ORDER_STATUS_CODE as S } from './status';

/** What happened to an order. `late_payment` is a successful payment notice for an order already closed. */
export type OrderEvent = 'paid' | 'declined' | 'member_cancel' | 'expire' | 'late_payment';

import type { ClosedReason } from '@/lib/contract/schema/orders';

/** Why a closed order closed, as GET orders/{id} tells it: the contract's enum. */
export type { ClosedReason };

/** What a transition gives back: booked stock, activity gift units and quotas with the draws, the cart lines, the payments received (a refund is due). */
export type GiveBack = 'stock' | 'activity_quotas' | 'cart_lines' | 'payments';

export type OrderTransition = {
  event: OrderEvent;
  from: number;
  to: number;
  closedReason: ClosedReason | null;
  givesBack: readonly GiveBack[];
};

const DEAD_ORDER_GIVES_BACK: readonly GiveBack[] = ['stock', 'activity_quotas'];
/** A card order that could not be paid puts its lines back, so the member can pay another way. */
const UNPAID_CARD_GIVES_BACK: readonly GiveBack[] = [...DEAD_ORDER_GIVES_BACK, 'cart_lines'];
/** A paid order its member cancels owes its payment back. */
const PAID_ORDER_GIVES_BACK: readonly GiveBack[] = [...DEAD_ORDER_GIVES_BACK, 'payments'];

/**
 * Every status change an order may make, and nothing else: an event from a status not listed here
 * changes nothing (a repeated notice, a second sweep, a cancel after expiry). Member cancellation
 * follows `canCancel` (ATM below 4, other payments below 5); the statuses 4–8 are the company's own
 * (shipping), reached through its systems, not through this shop.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { event: 'paid', from: S.orderedUnpaid, to: S.paid, closedReason: null, givesBack: [] },
  { event: 'paid', from: S.cardProcessing, to: S.paid, closedReason: null, givesBack: [] },
  {
    event: 'declined',
    from: S.cardProcessing,
    to: S.cardFailed,
    closedReason: 'declined',
    givesBack: UNPAID_CARD_GIVES_BACK,
  },
  {
    event: 'expire',
    from: S.orderedUnpaid,
    to: S.cancelled,
    closedReason: 'expired',
    givesBack: DEAD_ORDER_GIVES_BACK,
  },
  {
    event: 'expire',
    from: S.cardProcessing,
    to: S.cardFailed,
    closedReason: 'expired',
    givesBack: UNPAID_CARD_GIVES_BACK,
  },
  ...[S.orderedUnpaid, S.cardProcessing].map((from) => ({
    event: 'member_cancel' as const,
    from,
    to: S.cancelled,
    closedReason: 'member' as const,
    givesBack: DEAD_ORDER_GIVES_BACK,
  })),
  ...[S.paid, S.paidNotShipped].map((from) => ({
    event: 'member_cancel' as const,
    from,
    to: S.cancelled,
    closedReason: 'member' as const,
    givesBack: PAID_ORDER_GIVES_BACK,
  })),
  { event: 'late_payment', from: S.cancelled, to: S.erroneous, closedReason: 'late_payment', givesBack: [] },
  { event: 'late_payment', from: S.cardFailed, to: S.erroneous, closedReason: 'late_payment', givesBack: [] },
];

/**
 * The transition an event makes from an order's status and payment, or undefined when the table has
 * none. A member's cancellation also obeys the payment's limit (an ATM order at 4 cannot be cancelled).
 */
export function transitionFor(
  event: OrderEvent,
  order: { order_status: number; payment: string },
): OrderTransition | undefined {
  if (event === 'member_cancel' && !canCancel(order.order_status, order.payment)) return undefined;
  return ORDER_TRANSITIONS.find((transition) => transition.event === event && transition.from === order.order_status);
}

/** Unpaid orders (ATM waiting for the transfer, card waiting for the gateway) hold stock until their deadline. */
export const isAwaitingPayment = (status: number) => status === S.orderedUnpaid || status === S.cardProcessing;
