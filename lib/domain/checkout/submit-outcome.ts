import { ORDER_MESSAGES, ORDER_SUBMIT_ERRORS } from '../orders';

/**
 * What step 4 does when POST orders refuses (spec-coverage “Checkout pages”), read from ORDER_SUBMIT_ERRORS by
 * status_from_backend: 'logout' (alert, log out), 'step1' (alert, back to the cart), 'stay' (alert),
 * 'reorder' (alert, a new idempotency key, the member submits again), 'gifts-gone' (a row with
 * orContinueWithout, 4010 / 4013: the page decides by the activity named in error_activity_id). Every answer without a known code is
 * 'result-error': '系統錯誤' and step 5 with error=500. No answer at all (the connection dropped or
 * timed out), or a server failure (5xx) without a code of the API's, is 'look-up': the order may or may
 * not exist, and an API built from the spec may ignore the Idempotency-Key, so the page looks the order
 * up among the member's newest orders before it offers to send again (lib/checkout/use-submit-order.ts).
 */
export type SubmitAction = (typeof ORDER_SUBMIT_ERRORS)[number]['then'] | 'gifts-gone' | 'result-error' | 'look-up';

export type SubmitFailure =
  | { kind: 'answer'; status: number; status_from_backend?: number; message?: string; error_activity_id?: number }
  | { kind: 'no-answer' };

export type SubmitOutcome = { action: SubmitAction; message: string; code?: number; activityId?: number };

export function submitOutcome(failure: SubmitFailure): SubmitOutcome {
  if (failure.kind === 'no-answer') return { action: 'look-up', message: ORDER_MESSAGES.orderUnconfirmed };
  const code = failure.status_from_backend;
  if (code === undefined && failure.status >= 500) return { action: 'look-up', message: ORDER_MESSAGES.systemError };
  const row = code === undefined ? undefined : ORDER_SUBMIT_ERRORS[code];
  if (!row) return { action: 'result-error', message: ORDER_MESSAGES.systemError, code };
  const action = row.orContinueWithout ? 'gifts-gone' : row.then;
  return failure.error_activity_id === undefined
    ? { action, message: row.message, code }
    : { action, message: row.message, code, activityId: failure.error_activity_id };
}
