/**
 * Step 5 reads the order's result from its query (spec member §2): retCode, ret_code or retcode from
 * the payment provider or from step 4 (ATM), order_id and order_no, or error=500 when the order
 * itself failed.
 *
 * Which codes mean success (decision, docs/spec-coverage.md): '00', the approval code of Taiwanese
 * card acquirers and what step 4 sends for ATM and the sandbox gateway sends on approval, and '1',
 * ECPay's RtnCode for a paid trade. Any other code is a failed transaction.
 */
export const SUCCESS_RET_CODES: readonly string[] = ['00', '1'];

export type OrderResult =
  | { ok: true; orderId: string | null; orderNo: string | null }
  | { ok: false; reason: 'transaction' | 'order'; orderNo: string | null };

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

/** The result the query states; null when it states none (step 5 opened without an order: step 1). */
export function readOrderResult(query: Query): OrderResult | null {
  const orderNo = first(query.order_no);
  if (first(query.error) === '500') return { ok: false, reason: 'order', orderNo };
  const code = first(query.retCode) ?? first(query.ret_code) ?? first(query.retcode);
  if (code === null) return null;
  return SUCCESS_RET_CODES.includes(code) ? { ok: true, orderId: first(query.order_id), orderNo } : { ok: false, reason: 'transaction', orderNo };
}

/** Step 5's address after an ATM order (no payment page: the order is placed). */
export function atmResultPath(order: { id: number; order_number: string }) {
  const query = new URLSearchParams({ retCode: '00', order_id: String(order.id), order_no: order.order_number });
  return `/member/shopcart/step/5?${query}`;
}

export const ORDER_ERROR_RESULT_PATH = '/member/shopcart/step/5?error=500';
