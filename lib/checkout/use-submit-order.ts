'use client';

import { useSetAtom, useStore } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { call, cartOf } from '@/lib/api/call';
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
import { attemptOf, readPlacedOrder, type OrderAttempt } from '@/lib/domain/checkout/placed-order';
import { ORDER_ERROR_RESULT_PATH, placedResultPath } from '@/lib/domain/checkout/result';
import { stepPath } from '@/lib/domain/checkout/steps';
import { submitOutcome, type SubmitAction } from '@/lib/domain/checkout/submit-outcome';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { lookUpAttemptOrder, newestOrderBefore } from './attempt-order';
import type { CheckoutContext } from '@/lib/domain/checkout/step-guard';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { useLogout } from '@/lib/hooks/use-logout';
import { newAttemptKey, orderAttemptAtom, orderSubmittingAtom } from '@/lib/state/checkout-draft';

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
 * Step 4's submission (spec-coverage “Checkout pages”; docs/api-contract.md "Orders and payment" and "Where the spec is
 * silent or says two things: the shop's readings"; decision 0165). One press sends one order at most, on any API, whether or not it honours `Idempotency-Key`
 * (the spec never names it). A fresh attempt reads the cart again and sends the member back to step 1
 * when a line has no stock, notes the member's newest order id, makes the attempt's key, keeps it in the
 * draft and posts the order with it. A double click is ignored while the first is running.
 *
 * The answer is read with or without `data`, with or without id and order_number (the spec's answer is
 * "payment and url"): a url is the payment page; an id is step 5 for that order; neither, and the order
 * is looked up among the member's newest orders (lib/checkout/attempt-order.ts) so step 5 reads it. When
 * no answer came, or a server failure (5xx) without a code of the API's, the order is looked up before
 * anything else: found, step 5 shows it; not found, the member is told so and may press again; the
 * orders unreadable, the member is told the order is unconfirmed, the attempt stays open, and the next
 * press looks it up again before it sends. Every refusal is handled by its row of ORDER_SUBMIT_ERRORS;
 * an answered refusal stored nothing and ends the attempt.
 *
 * The payload's `activities` are what step 4 shows (submittedActivities of `gifts`). When gifts ran
 * out (4010 / 4013), a product-gift activity sends the member back to step 1 to choose again; for
 * another the member is asked whether to order without them: yes adds the activity to
 * agree_freebie_none_ids and submits again as a fresh attempt (the refusal ended the attempt), no goes
 * to step 1. The agreement lasts while step 4 stays open.
 */
export function useSubmitOrder(checkout: CheckoutContext, gifts: OrderGifts) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const logout = useLogout();
  // Read at call time: a resubmission from a dialog must see the key its refusal dropped.
  const store = useStore();
  const setAttempt = useSetAtom(orderAttemptAtom);
  const setSubmitting = useSetAtom(orderSubmittingAtom);
  // Step 4 gone (to step 5, or anywhere): the guard of the next checkout is whole again.
  useEffect(() => () => setSubmitting(false), [setSubmitting]);
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

  const ACTIONS: Record<Exclude<SubmitAction, 'gifts-gone' | 'look-up'>, (message: string, detail?: string) => void> = {
    logout: (message, detail) => setAlert({ title: message, detail, onConfirm: close(() => void logout('logout')) }),
    step1: (message, detail) => setAlert({ title: message, detail, onConfirm: close(backToCart) }),
    stay: (message, detail) => setAlert({ title: message, detail, onConfirm: close(() => void mutate(CART_KEY)) }),
    reorder: (message, detail) => setAlert({ title: message, detail, onConfirm: close() }),
    'result-error': (message, detail) =>
      setAlert({ title: message, detail, onConfirm: close(() => router.push(ORDER_ERROR_RESULT_PATH)) }),
  };

  /** Step 5 for an order the API made (leaving: the button stays disabled until the page is gone). */
  const showPlaced = (order: { id: number | null; orderNumber: string | null }) => router.push(placedResultPath(order));

  /** The attempt's order if the API made it, null if not; undefined when the orders cannot be read (the member is told so). */
  const lookedUp = async (attempt: OrderAttempt) => {
    try {
      return await lookUpAttemptOrder(attempt);
    } catch {
      setAlert({ title: ORDER_MESSAGES.orderUnconfirmed, onConfirm: close() });
      return undefined;
    }
  };

  /**
   * A fresh attempt: the cart read again (a line without stock sends the member to step 1) and the
   * member's newest order id, which tells this attempt's order from an earlier one if it must be looked
   * up; then a new key. Null when the member was told why nothing was sent.
   */
  const freshAttempt = async (): Promise<OrderAttempt | null> => {
    const [cart, before] = await Promise.allSettled([
      call(bffApi(), 'GET user/shopping-carts').then(cartOf),
      newestOrderBefore(),
    ]);
    if (cart.status === 'rejected') {
      setAlert({ title: ORDER_MESSAGES.stockCheckFailed, onConfirm: close() });
      return null;
    }
    const short = stockShortfall(checkout.draftLines, cart.value.data);
    if (short.length) {
      setAlert({ title: ORDER_MESSAGES.outOfStock(short), onConfirm: close(backToCart) });
      return null;
    }
    if (before.status === 'rejected') {
      setAlert({ title: ORDER_MESSAGES.ordersCheckFailed, onConfirm: close() });
      return null;
    }
    const attempt: OrderAttempt = {
      key: newAttemptKey(),
      after: before.value,
      total: checkout.preview.total,
      productIds: [...new Set(checkout.draftLines.map((line) => line.product_id))],
    };
    setAttempt(attempt);
    return attempt;
  };

  const submit = async (termsAgreed: boolean) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setSubmitting(true);
    let leaving = false;
    let attempt = attemptOf(store.get(orderAttemptAtom));
    try {
      if (attempt) {
        // An attempt still open: its answer never came (or the member came back from step 5 or the
        // payment page). Whether the API made its order is looked up first; only if not is it sent again.
        const made = await lookedUp(attempt);
        if (made === undefined) return;
        if (made) {
          leaving = true;
          showPlaced(made);
          return;
        }
      } else {
        attempt = await freshAttempt();
        if (!attempt) return;
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
      const answer: unknown = await call(bffApi(), 'POST orders', {
        body,
        headers: { 'Idempotency-Key': attempt.key },
      }).catch((error: unknown) => {
        // A 2xx whose body is not JSON: the order was made, and its answer says nothing of it.
        if (error instanceof SyntaxError) return null;
        throw error;
      });
      leaving = true;
      const placed = readPlacedOrder(answer);
      // The provider's page: a full load, from which the provider sends the member back to step 5.
      if (placed.url) window.location.assign(placed.url);
      else if (placed.id !== null) showPlaced(placed);
      // Made, but the answer does not name it (the spec's answer is "payment and url"): step 5 shows the
      // order found among the member's newest, else the placed result with what the answer said.
      else showPlaced((await lookUpAttemptOrder(attempt, placed.orderNumber).catch(() => null)) ?? placed);
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
      // The API's own words, when they say more than the catalogue's (4007 names the products).
      const detail = answered
        ? [firstError(error), error.message].find((text) => text && text !== outcome.message)
        : undefined;
      if (outcome.action === 'look-up' && attempt) {
        // The order may or may not exist: never sent again before the member's orders say it does not.
        const made = await lookedUp(attempt);
        if (made === undefined) return;
        if (made) {
          leaving = true;
          showPlaced(made);
        } else if (answered) {
          // A server failure that made no order: the spec's "anything else".
          setAttempt(null);
          ACTIONS['result-error'](outcome.message, detail);
        } else setAlert({ title: ORDER_MESSAGES.orderNotPlaced, onConfirm: close() });
        return;
      }
      if (answered) setAttempt(null);
      if (outcome.action === 'gifts-gone') giftsGone(outcome.message, detail, outcome.activityId, termsAgreed);
      else if (outcome.action !== 'look-up') ACTIONS[outcome.action](outcome.message, detail);
    } finally {
      // Leaving for step 5 or the payment page: the button stays disabled until the page is gone.
      if (!leaving) {
        running.current = false;
        setBusy(false);
        setSubmitting(false);
      }
    }
  };

  return { submit, busy, alert };
}
