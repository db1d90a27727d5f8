import { ORDER_MESSAGES, ORDER_SUBMIT_ERRORS } from '../orders';

/**
 * What step 4 does when POST orders refuses (spec-coverage “Checkout pages”), read from ORDER_SUBMIT_ERRORS by
 * status_from_backend: 'logout' (alert, log out), 'step1' (alert, back to the cart), 'stay' (alert),
 * 'reorder' (alert, a new idempotency key, the member submits again), 'gifts-gone' (a row with
 * orContinueWithout, 4010 / 4013: the page decides by the activity named in error_activity_id). Every answer without a known code is
 * 'result-error': '系統錯誤' and step 5 with error=500. No answer at all (the
 * connection dropped or timed out) is 'retry': the order may or may not exist, so the page keeps the
 * same key and the member submits again, which can never make a second order.
 */
export type SubmitAction = (typeof ORDER_SUBMIT_ERRORS)[number]['then'] | 'gifts-gone' | 'result-error' | 'retry';

export type SubmitFailure =
  | { kind: 'answer'; status: number; status_from_backend?: number; message?: string; error_activity_id?: number }
  | { kind: 'no-answer' };

export type SubmitOutcome = { action: SubmitAction; message: string; code?: number; activityId?: number };

export function submitOutcome(failure: SubmitFailure): SubmitOutcome {
  if (failure.kind === 'no-answer') return { action: 'retry', message: ORDER_MESSAGES.networkRetry };
  const code = failure.status_from_backend;
  const row = code === undefined ? undefined : ORDER_SUBMIT_ERRORS[code];
  if (!row) return { action: 'result-error', message: ORDER_MESSAGES.systemError, code };
  const action = row.orContinueWithout ? 'gifts-gone' : row.then;
  return failure.error_activity_id === undefined
    ? { action, message: row.message, code }
    : { action, message: row.message, code, activityId: failure.error_activity_id };
}
