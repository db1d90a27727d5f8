import { findCall } from '@/lib/calls/catalogue';
import { checkAnswer, describeDifference } from '@/lib/contract/check-answer';
import { refusal } from '@/lib/contract/call';

/** The embedded API's own calls (demo and test hooks, its OpenAPI document): not the company API's, so not in the contract. */
const DEMO_ONLY = /^\/?(_dev\/|payment-sandbox\/|openapi\.json$|reference(\/scalar\.js)?$)/;

/**
 * Fails the test when an answer of the embedded API differs from the contract of its call
 * (lib/contract), so the API cannot drift from it. A path no call has may only be refused
 * (400, 404 unknown path, 405 unknown method, 503 maintenance), shaped as any refusal.
 */
export function expectContractKept(method: string, path: string, status: number, body: unknown) {
  if (DEMO_ONLY.test(path)) return;
  const call = findCall(method, path);
  const difference = call
    ? checkAnswer(call, status, body)
    : [400, 404, 405, 503].includes(status)
      ? describeDifference(refusal, body)
      : 'no call of the contract has this method and path';
  if (difference) throw new Error(`The answer of ${method} ${path} (${status}) breaks the contract: ${difference}`);
}
