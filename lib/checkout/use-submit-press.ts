'use client';

import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { orderSubmittingAtom } from '@/lib/state/checkout-draft';

/**
 * Step 4's press: one submission at a time (a double click is ignored while the first runs), busy while it runs,
 * and the step guard told an order is being sent (orderSubmittingAtom). A submission that calls `leave` (for
 * step 5 or the payment page) keeps the button disabled until the page is gone.
 */
export function useSubmitPress() {
  const setSubmitting = useSetAtom(orderSubmittingAtom);
  // Step 4 gone (to step 5, or anywhere): the guard of the next checkout is whole again.
  useEffect(() => () => setSubmitting(false), [setSubmitting]);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const press = async (submission: (leave: () => void) => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setSubmitting(true);
    let leaving = false;
    try {
      await submission(() => {
        leaving = true;
      });
    } finally {
      if (!leaving) {
        running.current = false;
        setBusy(false);
        setSubmitting(false);
      }
    }
  };

  return { busy, press };
}
