'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import type { CartLine, Member } from '@/lib/contract/types';
import { taipeiDateTime } from '@/lib/domain/clock';
import { deliveryPostalCode, detailsErrors, type DetailsValues } from '@/lib/domain/checkout/details';
import { orderPreview, type OrderPreview } from '@/lib/domain/checkout/order';
import { paymentErrors, type PaymentValues } from '@/lib/domain/checkout/payment';
import { draftMatchesCart, stepOneBlock, type DraftLine } from '@/lib/domain/checkout/step-one';
import { allowedStep, needsHolding, stepPath } from '@/lib/domain/checkout/steps';
import { isBusinessMember } from '@/lib/domain/checkout/schema';
import { useShopClosedReading } from './use-shop-closed-reading';
import {
  detailsAtom,
  draftLinesAtom,
  orderSubmittingAtom,
  paymentAtom,
  reachedAtom,
  territoryAtom,
} from '@/lib/state/checkout-draft';
import { useCart } from '@/lib/hooks/use-cart';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useMember } from '@/lib/hooks/use-member';
import { usePaymentMethods, useSettlementDays, useShippingRules, useShopSystems } from '@/lib/hooks/use-shop-settings';

export type CheckoutContext = {
  member: Member;
  business: boolean;
  cartLines: CartLine[];
  draftLines: DraftLine[];
  territory: string;
  details: DetailsValues;
  payment: PaymentValues;
  preview: OrderPreview<CartLine>;
  productNumbers: string[];
  /** Home delivery's postal code; null for office pickup. */
  postalCode: string | null;
};

export type CheckoutState =
  { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'ready'; checkout: CheckoutContext };

type GuardedStep = 2 | 3 | 4;

/**
 * A step page's guard and data (spec-coverage “Checkout pages”: a step opened without the right step value goes to
 * step 1). Once the draft (local storage), the cart, the profile, the shop state and the shipping
 * rules are read, the needs that hold are computed (lib/domain/checkout/steps `needsHolding`) and
 * `allowedStep` decides: the step shows, or the member is sent to step 1. A step's needs are the
 * steps before it, never its own fields, so editing a step never sends anyone away; and the guard
 * decides again whenever those change, also when Next shows a kept (hidden) step again on Back
 * after the draft was cleared by an order.
 */
export function useCheckout(step: GuardedStep): CheckoutState {
  const router = useRouter();
  const hydrated = useHydrated();
  const cart = useCart();
  const member = useMember();
  const settlements = useSettlementDays();
  const systems = useShopSystems();
  const rules = useShippingRules();
  const methods = usePaymentMethods();
  const draftLines = useAtomValue(draftLinesAtom);
  const territory = useAtomValue(territoryAtom);
  const details = useAtomValue(detailsAtom);
  const payment = useAtomValue(paymentAtom);
  const [reached] = useAtom(reachedAtom);
  const reading = useShopClosedReading();

  const loads = [cart, member, settlements, systems, rules, methods];
  const failed = loads.some((load) => load.error && !load.data);

  const computed = useMemo(() => {
    if (!hydrated || !cart.data || !member.data || !settlements.data || !systems.data || !rules.data || !methods.data)
      return null;
    const business = isBusinessMember(member.data.identity_card);
    const cartLines = cart.data.data;
    const postalCode = deliveryPostalCode(details);
    let preview: OrderPreview<CartLine>;
    try {
      preview = orderPreview(draftLines, cartLines, postalCode, rules.data);
    } catch {
      // A postal code whose shipping rule is missing: the draft cannot be priced, step 1 again.
      preview = { lines: [], goods: 0, pv: 0, shipping: 0, total: 0 };
    }
    const productNumbers = preview.lines.map((line) => line.products.product_number);
    const holds = needsHolding({
      cartMatchesDraft: draftMatchesCart(draftLines, cartLines) && preview.lines.length > 0,
      mayOrder:
        stepOneBlock({
          settlements: settlements.data,
          shopSystem: systems.data[0],
          member: member.data,
          now: taipeiDateTime(new Date()),
          reading,
          giftChoicePending: false,
        }) === null,
      reached,
      detailsValid: Object.keys(detailsErrors(details, territory, business)).length === 0,
      paymentValid:
        Object.keys(paymentErrors(payment, { methods: methods.data, total: preview.total, productNumbers, postalCode }))
          .length === 0,
    });
    const checkout: CheckoutContext = {
      member: member.data,
      business,
      cartLines,
      draftLines,
      territory,
      details,
      payment,
      preview,
      productNumbers,
      postalCode,
    };
    return { allowed: allowedStep(step, holds) === step, checkout };
  }, [
    hydrated,
    cart.data,
    member.data,
    settlements.data,
    systems.data,
    rules.data,
    methods.data,
    draftLines,
    territory,
    details,
    payment,
    reached,
    reading,
    step,
  ]);

  // While step 4 sends its order the cart may already be empty: the submission decides where the member goes.
  const submitting = useAtomValue(orderSubmittingAtom);
  const leave = computed !== null && !computed.allowed && !submitting;
  useEffect(() => {
    if (leave) router.replace(stepPath(1));
  }, [leave, router]);

  if (!computed && failed) {
    return {
      state: 'failed',
      retry: () => {
        for (const load of loads) if (load.error) void load.mutate();
      },
    };
  }
  if (!computed || leave) return { state: 'loading' };
  return { state: 'ready', checkout: computed.checkout };
}
