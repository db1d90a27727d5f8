'use client';

import { useAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { getCart } from '@/lib/api/cart';
import { ApiError } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import { createOrder } from '@/lib/api/orders';
import { detailsPayload } from '@/lib/domain/checkout/details';
import { CHECKOUT_MESSAGES } from '@/lib/domain/checkout/messages';
import { orderPayload, stockShortfall } from '@/lib/domain/checkout/order';
import { paymentPayload } from '@/lib/domain/checkout/payment';
import { atmResultPath, ORDER_ERROR_RESULT_PATH } from '@/lib/domain/checkout/result';
import { stepPath } from '@/lib/domain/checkout/steps';
import { submitOutcome, type SubmitAction } from '@/lib/domain/checkout/submit-outcome';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import type { CheckoutContext } from '@/lib/hooks/use-checkout';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { useLogout } from '@/lib/hooks/use-logout';
import { attemptKeyAtom, newAttemptKey } from '@/lib/state/checkout';
import { openPaymentPage } from './payment-page';

export type SubmitAlert = { title: string; detail?: string; onConfirm: () => void };

const firstError = (error: ApiError) => Object.values(error.errors ?? {}).flat()[0];

/**
 * Step 4's submission (spec member §5, §8; docs/api-contract.md "Orders and payment"). A fresh
 * attempt reads the cart again and sends the member back to step 1 when a line has no stock; then it
 * makes the attempt's idempotency key, keeps it in the draft and posts the order with it. A double
 * click is ignored while the first is running; a resubmission after an answer that never came reuses
 * the key (and skips the stock check: the cart may already have become the order), so the API makes
 * one order at most. Every refusal is handled by its row of ORDER_SUBMIT_ERRORS; the key is dropped
 * on any answer, since an answered refusal stored nothing.
 */
export function useSubmitOrder(checkout: CheckoutContext) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const logout = useLogout();
  const [attemptKey, setAttemptKey] = useAtom(attemptKeyAtom);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<SubmitAlert | null>(null);

  const close = (then?: () => void) => () => {
    setAlert(null);
    then?.();
  };
  const backToCart = () => {
    void mutate(CART_KEY);
    router.push(stepPath(1));
  };

  const ACTIONS: Record<SubmitAction, (message: string, detail?: string) => void> = {
    logout: (message, detail) => setAlert({ title: message, detail, onConfirm: close(() => void logout('logout')) }),
    step1: (message, detail) => setAlert({ title: message, detail, onConfirm: close(backToCart) }),
    stay: (message, detail) => setAlert({ title: message, detail, onConfirm: close(() => void mutate(CART_KEY)) }),
    reorder: (message, detail) => setAlert({ title: message, detail, onConfirm: close() }),
    'result-error': (message, detail) => setAlert({ title: message, detail, onConfirm: close(() => router.push(ORDER_ERROR_RESULT_PATH)) }),
    retry: (message) => setAlert({ title: message, onConfirm: close() }),
  };

  const submit = async (termsAgreed: boolean) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let leaving = false;
    try {
      let key = attemptKey;
      if (!key) {
        let fresh;
        try {
          fresh = await getCart(bffApi());
        } catch {
          setAlert({ title: CHECKOUT_MESSAGES.stockCheckFailed, onConfirm: close() });
          return;
        }
        const short = stockShortfall(checkout.draftLines, fresh.data);
        if (short.length) {
          setAlert({ title: ORDER_MESSAGES.outOfStock(short), onConfirm: close(backToCart) });
          return;
        }
        key = newAttemptKey();
        setAttemptKey(key);
      }
      const body = orderPayload({
        draft: checkout.draftLines,
        details: detailsPayload(checkout.details, checkout.territory, checkout.business),
        payment: paymentPayload(checkout.payment),
        preview: checkout.preview,
        termsAgreed,
      });
      const order = await createOrder(bffApi(), body, key);
      leaving = true;
      if (order.url) openPaymentPage(order.url);
      else router.push(atmResultPath(order));
    } catch (error) {
      const answered = error instanceof ApiError;
      const outcome = submitOutcome(answered ? { kind: 'answer', status: error.status, status_from_backend: error.status_from_backend, message: error.message } : { kind: 'no-answer' });
      if (answered) setAttemptKey(null);
      // The API's own words, when they say more than the catalogue's (4007 names the products).
      const detail = answered ? [firstError(error), error.message].find((text) => text && text !== outcome.message) : undefined;
      ACTIONS[outcome.action](outcome.message, detail);
    } finally {
      // Leaving for step 5 or the payment page: the button stays disabled until the page is gone.
      if (!leaving) {
        running.current = false;
        setBusy(false);
      }
    }
  };

  return { submit, busy, alert };
}
