'use client';

import { useSetAtom, useStore } from 'jotai';
import { attemptOf, type OrderAttempt } from '@/lib/domain/checkout/placed-order';
import type { CheckoutContext } from '@/lib/domain/checkout/step-guard';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { orderAttemptAtom } from '@/lib/state/checkout-draft';
import { lookUpAttemptOrder, startAttempt } from './attempt-order';
import type { useSubmitAlert } from './use-submit-alert';

type Alerts = Pick<ReturnType<typeof useSubmitAlert>, 'tell' | 'backToCart'>;

/**
 * Step 4's attempt as the draft keeps it (decision 0165): the one still open, whose order is looked up before
 * anything is sent again; a fresh one, kept in the draft; or none, once an answered refusal ended it.
 */
export function useOrderAttempt(checkout: CheckoutContext, { tell, backToCart }: Alerts) {
  // Read at call time: a resubmission from a dialog must see the key its refusal dropped.
  const store = useStore();
  const setAttempt = useSetAtom(orderAttemptAtom);

  /** The attempt's order if the API made it, null if not; undefined when the orders cannot be read (the member is told so). */
  const lookedUp = async (attempt: OrderAttempt) => {
    try {
      return await lookUpAttemptOrder(attempt);
    } catch {
      tell(ORDER_MESSAGES.orderUnconfirmed);
      return undefined;
    }
  };

  /** A fresh attempt, kept in the draft; null when the member was told why nothing was sent. */
  const start = async (): Promise<OrderAttempt | null> => {
    const started = await startAttempt(checkout);
    if ('refusal' in started) {
      tell(started.refusal, started.toCart ? backToCart : undefined);
      return null;
    }
    setAttempt(started.attempt);
    return started.attempt;
  };

  return { open: () => attemptOf(store.get(orderAttemptAtom)), lookedUp, start, end: () => setAttempt(null) };
}
