'use client';

import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { attemptKeyAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';

/**
 * What step 5 changes in the browser (spec-coverage “Checkout pages” "Result"): a placed order clears the checkout
 * draft; any result ends the order attempt (its idempotency key); the cart is read again either way
 * (the API turned the ordered lines into the order).
 */
export function ResultEffects({ ok }: { ok: boolean }) {
  const { mutate } = useSWRConfig();
  const setAttemptKey = useSetAtom(attemptKeyAtom);
  useEffect(() => {
    if (ok) resetCheckoutDraft();
    else setAttemptKey(RESET);
    void mutate(CART_KEY);
  }, [ok, mutate, setAttemptKey]);
  return null;
}
