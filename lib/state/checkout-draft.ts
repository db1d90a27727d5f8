import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import type { GiftChoices } from '@/lib/domain/activities';
import { EMPTY_DETAILS, EMPTY_PAYMENT } from '@/lib/domain/checkout/draft-defaults';
import type { DetailsValues } from '@/lib/domain/checkout/details';
import type { PaymentValues } from '@/lib/domain/checkout/payment';
import type { OrderAttempt } from '@/lib/domain/checkout/placed-order';
import type { DraftLine } from '@/lib/domain/checkout/step-one';

/*
 * The checkout draft (spec-coverage “Checkout pages” "Sales territory and form data are kept in local storage";
 * docs/architecture.md "How an order flows"): jotai atoms persisted to local storage, so the draft survives
 * refresh, Back and leaving and returning. Every key contains "checkout": a login removes such keys
 * (components/member/login-form.tsx) and a logout clears local storage. A successful order clears
 * the draft (resetCheckoutDraft).
 *
 * getOnInit: the stored value is the atom's first value, so a step page refreshed by the member
 * never sees an empty draft first (the step islands render only after hydration, so the server's
 * empty draft and the stored one never meet in one render).
 */
const stored = <T>(key: string, initial: T) =>
  atomWithStorage<T>(`tocin-checkout-${key}`, initial, undefined, { getOnInit: true });

/** The office code of the sales territory the order is booked to. */
export const territoryAtom = stored('territory', '');

/** The order lines, built from the cart by step 1's next. */
export const draftLinesAtom = stored<DraftLine[]>('lines', []);

export const detailsAtom = stored<DetailsValues>('details', EMPTY_DETAILS);

export const paymentAtom = stored<PaymentValues>('payment', EMPTY_PAYMENT);

/**
 * The current order attempt (lib/domain/checkout/placed-order.ts OrderAttempt): its Idempotency-Key, made
 * when step 4 first submits and sent again on a resubmission, and what tells its order from an earlier
 * one when step 4 must look it up (the answer never came or said too little); dropped on any answered
 * refusal and when step 5 shows a result, renewed on 4009. Read it with `attemptOf`: an earlier shop
 * kept only the key, as a string.
 */
export const orderAttemptAtom = stored<OrderAttempt | string | null>('attempt', null);

/**
 * The member's product-gift choices made on step 1 (spec-coverage “Checkout pages” "Activities"), by activity id,
 * each with the times the rule was met when it was made; reconciled (reconcileChoices) whenever the
 * order's lines or the activities change, so a choice resets when the count drops.
 */
export const giftChoicesAtom = stored<GiftChoices>('gift-choices', {});

/**
 * Whether step 4 is sending its order, or leaving for step 5 or the payment page with it: meanwhile the cart
 * may already be empty (the order took its lines), and the step guard must not send the member to step 1.
 */
export const orderSubmittingAtom = atom(false);

/** The furthest step reached with "next" (1: only the cart). */
export const reachedAtom = stored<number>('reached', 1);

/** Forgets the whole draft, in memory and in local storage (a successful order, a login, a logout). */
export function resetCheckoutDraft(store = getDefaultStore()) {
  store.set(territoryAtom, RESET);
  store.set(draftLinesAtom, RESET);
  store.set(detailsAtom, RESET);
  store.set(paymentAtom, RESET);
  store.set(orderAttemptAtom, RESET);
  store.set(giftChoicesAtom, RESET);
  store.set(reachedAtom, RESET);
}

/** A new idempotency key: a random UUID (crypto.getRandomValues where randomUUID needs a secure context). */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
