/**
 * When a gateway's payment was made, as far as the shop can believe its PaymentDate (docs/api-contract.md
 * "Order life: payments, deadlines, failures and refunds"). A date before the order was placed or after its
 * notice arrived cannot be (beyond a few minutes of the two clocks' difference), nor can a missing one:
 * such a payment is judged by when its notice arrived, the latest it can have been made, and kept with a
 * note for an operator to review. Times are Taiwan wall times 'YYYY-MM-DD HH:mm:ss', compared as strings.
 */

/** How far the gateway's clock may differ from the shop's before its date is not believed. */
export const GATEWAY_CLOCK_SKEW_MINUTES = 5;

export type DoubtfulPaymentDate = 'missing' | 'before_order' | 'in_future';

const shift = (wallTime: string, minutes: number) =>
  new Date(Date.parse(`${wallTime.replace(' ', 'T')}Z`) + minutes * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

const REVIEW_NOTES: Record<DoubtfulPaymentDate, string> = {
  missing: '金流通知未附可判讀的付款時間（PaymentDate）',
  before_order: '金流通知的付款時間（PaymentDate）早於訂單成立時間',
  in_future: '金流通知的付款時間（PaymentDate）晚於通知送達時間',
};

export function paymentTime(
  reported: string | null,
  order: { created_at: string },
  arrivedAt: string,
): { paidAt: string; doubt?: DoubtfulPaymentDate } {
  if (reported === null) return { paidAt: arrivedAt, doubt: 'missing' };
  if (reported < shift(order.created_at, -GATEWAY_CLOCK_SKEW_MINUTES))
    return { paidAt: arrivedAt, doubt: 'before_order' };
  if (reported > shift(arrivedAt, GATEWAY_CLOCK_SKEW_MINUTES)) return { paidAt: arrivedAt, doubt: 'in_future' };
  // Within the clocks' difference: inside the only window a payment can have been made.
  if (reported < order.created_at) return { paidAt: order.created_at };
  return { paidAt: reported > arrivedAt ? arrivedAt : reported };
}

/** The operator's note on a payment whose date was not believed (order_payments.review_note). */
export const paymentDateReviewNote = (doubt: DoubtfulPaymentDate, reported: string | null) =>
  `${REVIEW_NOTES[doubt]}${reported ? `：${reported}` : ''}，已改以通知送達時間判定是否於付款期限內付款`;
