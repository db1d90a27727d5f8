'use client';

import { useRouter } from 'next/navigation';
import { submittedActivities, type ActivityOutcome, type GiftChoices } from '@/lib/domain/activities';
import { detailsPayload } from '@/lib/domain/checkout/details';
import { orderPayload } from '@/lib/domain/checkout/order';
import { paymentPayload } from '@/lib/domain/checkout/payment';
import { readPlacedOrder, type OrderAttempt } from '@/lib/domain/checkout/placed-order';
import { placedResultPath } from '@/lib/domain/checkout/result';
import type { CheckoutContext } from '@/lib/domain/checkout/step-guard';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { lookUpAttemptOrder, postOrder } from './attempt-order';
import { readSubmitFailure } from './submit-failure';
import { useGiftsGone } from './use-gifts-gone';
import { useOrderAttempt } from './use-order-attempt';
import { useSubmitAlert } from './use-submit-alert';
import { useSubmitPress } from './use-submit-press';

/** What the order earns as step 4 shows it (lib/hooks/use-activities useGiftOutcomes). */
export type OrderGifts = { outcomes: readonly ActivityOutcome[]; choices: GiftChoices };

/** POST orders' body of this checkout: its `activities` are what step 4 shows (submittedActivities of `gifts`). */
const orderBody = (
  checkout: CheckoutContext,
  gifts: OrderGifts,
  termsAgreed: boolean,
  agreedWithout: readonly number[],
) =>
  orderPayload({
    draft: checkout.draftLines,
    details: detailsPayload(checkout.details, checkout.territory, checkout.business),
    payment: paymentPayload(checkout.payment),
    preview: checkout.preview,
    termsAgreed,
    activities: submittedActivities(gifts.outcomes, gifts.choices),
    agreedWithout,
  });

type PlacedRef = { id: number | null; orderNumber: string | null };

/**
 * Where POST orders' answer leads: a url is the provider's page (a full load, from which the provider sends the
 * member back to step 5); an id, step 5 for that order; neither (the spec's answer is "payment and url"), step 5
 * for the order found among the member's newest, else the placed result with what the answer said.
 */
async function followAnswer(answer: unknown, attempt: OrderAttempt, showPlaced: (order: PlacedRef) => void) {
  const placed = readPlacedOrder(answer);
  if (placed.url) window.location.assign(placed.url);
  else if (placed.id !== null) showPlaced(placed);
  else showPlaced((await lookUpAttemptOrder(attempt, placed.orderNumber).catch(() => null)) ?? placed);
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
  const { busy, press } = useSubmitPress();
  const alerts = useSubmitAlert();
  const attempts = useOrderAttempt(checkout, alerts);
  const { agreedWithout, giftsGone } = useGiftsGone(gifts.outcomes, alerts);

  /** Step 5 for an order the API made. */
  const showPlaced = (order: PlacedRef) => router.push(placedResultPath(order));

  const send = async (attempt: OrderAttempt, termsAgreed: boolean, leave: () => void) => {
    const answer = await postOrder(attempt, orderBody(checkout, gifts, termsAgreed, agreedWithout.current));
    leave();
    await followAnswer(answer, attempt, showPlaced);
  };

  const refused = async (error: unknown, attempt: OrderAttempt | null, termsAgreed: boolean, leave: () => void) => {
    const { answered, outcome, detail } = readSubmitFailure(error);
    if (outcome.action === 'look-up' && attempt) {
      // The order may or may not exist: never sent again before the member's orders say it does not.
      const made = await attempts.lookedUp(attempt);
      if (made === undefined) return;
      if (made) {
        leave();
        showPlaced(made);
      } else if (answered) {
        // A server failure that made no order: the spec's "anything else".
        attempts.end();
        alerts.react['result-error'](outcome.message, detail);
      } else alerts.tell(ORDER_MESSAGES.orderNotPlaced);
      return;
    }
    if (answered) attempts.end();
    if (outcome.action === 'gifts-gone')
      giftsGone(outcome.message, detail, outcome.activityId, () => void submit(termsAgreed));
    else if (outcome.action !== 'look-up') alerts.react[outcome.action](outcome.message, detail);
  };

  const submit = (termsAgreed: boolean) =>
    press(async (leave) => {
      let attempt = attempts.open();
      try {
        if (attempt) {
          // An attempt still open: its answer never came (or the member came back from step 5 or the
          // payment page). Whether the API made its order is looked up first; only if not is it sent again.
          const made = await attempts.lookedUp(attempt);
          if (made === undefined) return;
          if (made) {
            leave();
            showPlaced(made);
            return;
          }
        } else {
          attempt = await attempts.start();
          if (!attempt) return;
        }
        await send(attempt, termsAgreed, leave);
      } catch (error) {
        await refused(error, attempt, termsAgreed, leave);
      }
    });

  return { submit, busy, alert: alerts.alert };
}
