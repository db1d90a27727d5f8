/**
 * How long an unpaid order holds its stock (docs/decisions/0068-payment-deadlines.md):
 * an ATM order until the end of its remittance day (Taiwan time), a card order for 30 minutes after it
 * was placed, the time a member needs on the gateway's page. Times are Taiwan wall time
 * 'YYYY-MM-DD HH:mm:ss', compared as strings.
 */
export const CARD_PAYMENT_WINDOW_MINUTES = 30;

/** Open unpaid orders (status 1 or 2) one member may hold at once: more would let one account sit on scarce stock. */
export const MAX_OPEN_UNPAID_ORDERS = 3;

/**
 * Unpaid orders of one product a member may place in UNPAID_HOLD_MEMORY_DAYS: those still unpaid and those
 * closed without payment (cancelled by the member before paying, or expired) count alike, so cancelling and
 * ordering again cannot hold a product without end (docs/decisions/0127-unpaid-holds-of-a-product-counted.md).
 */
export const MAX_UNPAID_HOLDS_OF_A_PRODUCT = 3;
export const UNPAID_HOLD_MEMORY_DAYS = 30;

/**
 * Card orders of one product whose card the gateway declined that a member may have in UNPAID_HOLD_MEMORY_DAYS
 * before a further card order of it is refused (ATM stays open, under the bound above): each held the goods
 * until its decline, so declining and ordering again would hold them without end, while a member whose card
 * fails once or twice can still try again or pay another way (decision 0127).
 */
export const MAX_DECLINED_CARDS_OF_A_PRODUCT = 3;

/**
 * ATM remittance days offered: the first 3 of the shop's remittance days from today on (today when it
 * is one), so an unpaid ATM order holds its stock for days, not weeks (ECPay's ATM codes expire after
 * 3 days by default). Counted in remittance days, so a weekend or a holiday never leaves none.
 */
export const OFFERED_REMITTANCE_DAYS = 3;

/**
 * How long past its deadline an unpaid order waits for the notice of a payment made by the deadline (a
 * gateway's retry, a bank's late batch) before it expires: such a payment then pays the order instead of
 * becoming a refund (23). A payment made after the deadline is late whenever its notice arrives.
 */
export const PAYMENT_NOTICE_GRACE_MINUTES = 60;

const addMinutes = (wallTime: string, minutes: number) =>
  new Date(Date.parse(`${wallTime.replace(' ', 'T')}Z`) + minutes * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

/** When an unpaid order expires: the last second of its ATM day, or the end of the card payment window. */
export function paymentDeadline(order: { payment: string; atm_day: string | null; created_at: string }): string {
  if (order.payment === 'ATM' && order.atm_day) return `${order.atm_day} 23:59:59`;
  return addMinutes(order.created_at, CARD_PAYMENT_WINDOW_MINUTES);
}

/** The latest deadline an unpaid order may have and expire at `now`: its grace for on-time payments is over. */
export const expiryCutoff = (now: string) => addMinutes(now, -PAYMENT_NOTICE_GRACE_MINUTES);

/** The first moment an order placed at `wallTime` no longer counts among its member's unpaid holds. */
export const unpaidHoldForgottenAt = (wallTime: string) => addMinutes(wallTime, UNPAID_HOLD_MEMORY_DAYS * 24 * 60);

/** Moves a wall time back (the demo's test hook ages an order without touching anyone else's clock). */
export const wallTimeMinus = (wallTime: string, minutes: number) => addMinutes(wallTime, -minutes);
