'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ORDER_ERROR_RESULT_PATH } from '@/lib/domain/checkout/result';
import { stepPath } from '@/lib/domain/checkout/steps';
import type { SubmitAction } from '@/lib/domain/checkout/submit-outcome';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { useLogout } from '@/lib/hooks/use-logout';

/** An alert after a refusal; with `onCancel` it is a yes / no question (4010 / 4013: order without the gifts?). */
export type SubmitAlert = { title: string; detail?: string; onConfirm: () => void; onCancel?: () => void };

/** The ORDER_SUBMIT_ERRORS actions that are an alert and where its closing leads. */
type AlertAction = Exclude<SubmitAction, 'gifts-gone' | 'look-up'>;

/**
 * Step 4's alerts and where each leads once closed: a notice (`tell`), a yes / no question (`ask`), and the
 * actions of ORDER_SUBMIT_ERRORS (`react`): log out, back to the cart read again, stay with the cart read
 * again, press again, step 5's error.
 */
export function useSubmitAlert() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const logout = useLogout();
  const [alert, setAlert] = useState<SubmitAlert | null>(null);

  const close = (then?: () => void) => () => {
    setAlert(null);
    then?.();
  };
  const backToCart = () => {
    void mutate(CART_KEY);
    router.push(stepPath(1));
  };
  const tell = (title: string, then?: () => void, detail?: string) =>
    setAlert({ title, detail, onConfirm: close(then) });
  const ask = (title: string, onYes: () => void, onNo: () => void) =>
    setAlert({ title, onConfirm: close(onYes), onCancel: close(onNo) });
  const react: Record<AlertAction, (message: string, detail?: string) => void> = {
    logout: (message, detail) => tell(message, () => void logout('logout'), detail),
    step1: (message, detail) => tell(message, backToCart, detail),
    stay: (message, detail) => tell(message, () => void mutate(CART_KEY), detail),
    reorder: (message, detail) => tell(message, undefined, detail),
    'result-error': (message, detail) => tell(message, () => router.push(ORDER_ERROR_RESULT_PATH), detail),
  };

  return { alert, tell, ask, react, backToCart };
}
