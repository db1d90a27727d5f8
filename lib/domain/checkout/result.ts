import { ORDER_STATUS_CODE as S } from '../orders/status';
import type { ClosedReason } from '../orders/transitions';
import { idFromSegment } from '../record-id';

/**
 * Step 5 reads which order it is about from its query (spec-coverage “Checkout pages”): retCode, ret_code or retcode
 * from the payment provider or from step 4 (ATM), order_id and order_no, or error=500 when the order
 * itself failed. The code only says which way the member came back; what happened is read from the
 * order itself (`orderOutcome`) whenever the query names one.
 *
 * Which codes mean success without an order id (decision, docs/spec-coverage.md): '00', the approval
 * code of Taiwanese card acquirers and what step 4 sends for ATM and the sandbox gateway sends on
 * approval, and '1', ECPay's RtnCode for a paid trade. Any other code is a failed transaction.
 */
export const SUCCESS_RET_CODES: readonly string[] = ['00', '1'];

export type OrderResult =
  | { ok: true; orderId: string | null; orderNo: string | null }
  | { ok: false; reason: 'transaction' | 'order'; orderId: string | null; orderNo: string | null };

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

/** The result the query states; null when it states none (step 5 opened without an order: step 1). */
export function readOrderResult(query: Query): OrderResult | null {
  const orderNo = first(query.order_no);
  if (first(query.error) === '500') return { ok: false, reason: 'order', orderId: null, orderNo };
  const code = first(query.retCode) ?? first(query.ret_code) ?? first(query.retcode);
  if (code === null) return null;
  const orderId = first(query.order_id);
  return SUCCESS_RET_CODES.includes(code)
    ? { ok: true, orderId, orderNo }
    : { ok: false, reason: 'transaction', orderId, orderNo };
}

/**
 * Step 5's address for an order step 4 made without a payment page (ATM, or one found by the lookup):
 * retCode 00 with its id, which step 5 reads the order by, and its number, each only when known. An
 * order made but not found (the API answered 2xx without an id) shows the placed result without them.
 */
export function placedResultPath(order: { id: number | null; orderNumber: string | null }) {
  const query = new URLSearchParams({ retCode: '00' });
  if (order.id !== null) query.set('order_id', String(order.id));
  if (order.orderNumber) query.set('order_no', order.orderNumber);
  return `/member/shopcart/step/5?${query}`;
}

export const ORDER_ERROR_RESULT_PATH = '/member/shopcart/step/5?error=500';

/**
 * What an order is, as step 5 tells it (docs/spec-coverage.md "Order life: payments, deadlines, failures and refunds"): placed (ATM, waiting for
 * the transfer), paid, processing (the gateway has not said yet), declined, expired, cancelled, or
 * late_payment (23: paid after it was closed; refunded).
 */
export type OrderOutcome = 'placed' | 'paid' | 'processing' | 'declined' | 'expired' | 'cancelled' | 'late_payment';

/** Without closed_reason (the shop's addition) a closed order is never told expired: 9 is cancelled, 11 declined. */
export function orderOutcome(order: { order_status: number; closed_reason?: ClosedReason | null }): OrderOutcome {
  switch (order.order_status) {
    case S.orderedUnpaid:
      return 'placed';
    case S.cardProcessing:
      return 'processing';
    case S.cancelled:
      return order.closed_reason === 'expired' ? 'expired' : 'cancelled';
    case S.cardFailed:
      return order.closed_reason === 'expired' ? 'expired' : 'declined';
    case S.erroneous:
      return 'late_payment';
    default:
      return 'paid';
  }
}

/** Outcomes of an order that stands (step 5 on the step bar); the others show step 0, 交易失敗. */
export const isStandingOutcome = (outcome: OrderOutcome) =>
  outcome === 'placed' || outcome === 'paid' || outcome === 'processing';

/** Red packets open on step 5 once the order is paid; an ATM order waiting for its transfer and a card still processing wait. */
export const drawsOpenFor = (outcome: OrderOutcome) => outcome === 'paid';

/** Step 5 tells an order that stands but is not paid yet, and has draws, that its red packets wait for the payment. */
export const drawsAwaitPayment = (outcome: OrderOutcome) => outcome === 'placed' || outcome === 'processing';

/** The order id of step 5's query as a number, or null when it names none (or not a plausible id). */
export const resultOrderId = (result: OrderResult) => idFromSegment(result.orderId);
