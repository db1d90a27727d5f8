'use client';

import { useSetAtom, useStore } from 'jotai';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { call, cartOf, dataOf } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import {
  ACTIVITY_MESSAGES,
  submittedActivities,
  type ActivityOutcome,
  type GiftChoices,
} from '@/lib/domain/activities';
import { detailsPayload } from '@/lib/domain/checkout/details';
import { orderPayload, stockShortfall } from '@/lib/domain/checkout/order';
import { paymentPayload } from '@/lib/domain/checkout/payment';
import { atmResultPath, ORDER_ERROR_RESULT_PATH } from '@/lib/domain/checkout/result';
import { stepPath } from '@/lib/domain/checkout/steps';
import { submitOutcome, type SubmitAction } from '@/lib/domain/checkout/submit-outcome';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import type { CheckoutContext } from './use-checkout';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { useLogout } from '@/lib/hooks/use-logout';
import { attemptKeyAtom, newAttemptKey } from '@/lib/state/checkout-draft';

/** An alert after a refusal; with `onCancel` it is a yes / no question (4010 / 4013: order without the gifts?). */
export type SubmitAlert = { title: string; detail?: string; onConfirm: () => void; onCancel?: () => void };

/** What the order earns as step 4 shows it (lib/hooks/use-activities useGiftOutcomes). */
export type OrderGifts = { outcomes: readonly ActivityOutcome[]; choices: GiftChoices };

const firstError = (error: ApiError) => Object.values(error.errors ?? {}).flat()[0];

/** The activity a 4010–4014 refusal names (error_activity_id), when it names one. */
function activityIdOf(error: ApiError): number | undefined {
  const id = Number(error.body.error_activity_id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Step 4's submission (spec-coverage “Checkout pages”; docs/api-contract.md "Orders and payment"). A fresh
 * attempt reads the cart again and sends the member back to step 1 when a line has no stock; then it
 * makes the attempt's idempotency key, keeps it in the draft and posts the order with it. A double
 * click is ignored while the first is running; a resubmission after an answer that never came reuses
 * the key (and skips the stock check: the cart may already have become the order), so the API makes
 * one order at most. Every refusal is handled by its row of ORDER_SUBMIT_ERRORS; the key is dropped
 * on any answer, since an answered refusal stored nothing.
 *
 * The payload's `activities` are what step 4 shows (submittedActivities of `gifts`). When gifts ran
 * out (4010 / 4013), a product-gift activity sends the member back to step 1 to choose again; for
 * another the member is asked whether to order without them: yes adds the activity to
 * agree_freebie_none_ids and submits again as a fresh attempt (the refusal dropped the key), no goes
 * to step 1. The agreement lasts while step 4 stays open.
 */
export function useSubmitOrder(checkout: CheckoutContext, gifts: OrderGifts) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const logout = useLogout();
  // Read at call time: a resubmission from a dialog must see the key its refusal dropped.
  const store = useStore();
  const setAttemptKey = useSetAtom(attemptKeyAtom);
  const agreedWithout = useRef<number[]>([]);
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

  const giftsGone = (message: string, detail?: string, activityId?: number, termsAgreed = false) => {
    const outcome = gifts.outcomes.find((candidate) => candidate.activity_id === activityId);
    if (!outcome) return ACTIONS.step1(message, detail);
    if (outcome.type === 'RuleProduct') return ACTIONS.step1(ACTIVITY_MESSAGES.someGiftsGone);
    setAlert({
      title: ACTIVITY_MESSAGES.continueWithout(outcome.title),
      onConfirm: close(() => {
        agreedWithout.current = [...new Set([...agreedWithout.current, outcome.activity_id])];
        void submit(termsAgreed);
      }),
      onCancel: close(backToCart),
    });
  };

  const ACTIONS: Record<Exclude<SubmitAction, 'gifts-gone'>, (message: string, detail?: string) => void> = {
    logout: (message, detail) => setAlert({ title: message, detail, onConfirm: close(() => void logout('logout')) }),
    step1: (message, detail) => setAlert({ title: message, detail, onConfirm: close(backToCart) }),
    stay: (message, detail) => setAlert({ title: message, detail, onConfirm: close(() => void mutate(CART_KEY)) }),
    reorder: (message, detail) => setAlert({ title: message, detail, onConfirm: close() }),
    'result-error': (message, detail) =>
      setAlert({ title: message, detail, onConfirm: close(() => router.push(ORDER_ERROR_RESULT_PATH)) }),
    retry: (message) => setAlert({ title: message, onConfirm: close() }),
  };

  const submit = async (termsAgreed: boolean) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let leaving = false;
    try {
      let key = store.get(attemptKeyAtom);
      if (!key) {
        let fresh;
        try {
          fresh = await call(bffApi(), 'GET user/shopping-carts').then(cartOf);
        } catch {
          setAlert({ title: ORDER_MESSAGES.stockCheckFailed, onConfirm: close() });
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
        activities: submittedActivities(gifts.outcomes, gifts.choices),
        agreedWithout: agreedWithout.current,
      });
      const order = await call(bffApi(), 'POST orders', { body, headers: { 'Idempotency-Key': key } }).then(dataOf);
      leaving = true;
      // The provider's page: a full load, from which the provider sends the member back to step 5.
      if (order.url) window.location.assign(order.url);
      else router.push(atmResultPath(order));
    } catch (error) {
      const answered = error instanceof ApiError;
      const outcome = submitOutcome(
        answered
          ? {
              kind: 'answer',
              status: error.status,
              status_from_backend: error.status_from_backend,
              message: error.message,
              error_activity_id: activityIdOf(error),
            }
          : { kind: 'no-answer' },
      );
      if (answered) setAttemptKey(null);
      // The API's own words, when they say more than the catalogue's (4007 names the products).
      const detail = answered
        ? [firstError(error), error.message].find((text) => text && text !== outcome.message)
        : undefined;
      if (outcome.action === 'gifts-gone') giftsGone(outcome.message, detail, outcome.activityId, termsAgreed);
      else ACTIONS[outcome.action](outcome.message, detail);
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
