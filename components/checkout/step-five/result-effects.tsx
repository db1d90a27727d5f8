'use client';

import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { orderAttemptAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';

/**
 * What step 5 changes in the browser (spec-coverage “Checkout pages” "Result"): a placed order clears the checkout
 * draft; any result ends the order attempt (its idempotency key and lookup); the cart is read again either way
 * (the API turned the ordered lines into the order).
 */
export function ResultEffects({ ok }: { ok: boolean }) {
  const { mutate } = useSWRConfig();
  const setAttempt = useSetAtom(orderAttemptAtom);
  useEffect(() => {
    if (ok) resetCheckoutDraft();
    else setAttempt(RESET);
    void mutate(CART_KEY);
  }, [ok, mutate, setAttempt]);
  return null;
}
