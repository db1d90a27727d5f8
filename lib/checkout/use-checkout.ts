'use client';

import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { taipeiDateTime } from '@/lib/domain/clock';
import {
  checkoutContext,
  stepMayShow,
  type CheckoutContext,
  type CheckoutDraft,
} from '@/lib/domain/checkout/step-guard';
import { stepPath } from '@/lib/domain/checkout/steps';
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

export type CheckoutState =
  { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'ready'; checkout: CheckoutContext };

type GuardedStep = 2 | 3 | 4;

/** The draft from local storage, one object while its parts stay the same. */
function useCheckoutDraft(): CheckoutDraft {
  const lines = useAtomValue(draftLinesAtom);
  const territory = useAtomValue(territoryAtom);
  const details = useAtomValue(detailsAtom);
  const payment = useAtomValue(paymentAtom);
  const reached = useAtomValue(reachedAtom);
  return useMemo(
    () => ({ lines, territory, details, payment, reached }),
    [lines, territory, details, payment, reached],
  );
}

/** The server state the guard reads (SWR): each load, and their data once all are in (null before). */
function useCheckoutLoads() {
  const cart = useCart();
  const member = useMember();
  const settlements = useSettlementDays();
  const systems = useShopSystems();
  const rules = useShippingRules();
  const methods = usePaymentMethods();
  const loaded = useMemo(
    () =>
      cart.data && member.data && settlements.data && systems.data && rules.data && methods.data
        ? {
            cartLines: cart.data.data,
            member: member.data,
            settlements: settlements.data,
            shopSystem: systems.data[0],
            shippingRules: rules.data,
            methods: methods.data,
          }
        : null,
    [cart.data, member.data, settlements.data, systems.data, rules.data, methods.data],
  );
  return { loads: [cart, member, settlements, systems, rules, methods], loaded };
}

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
  const { loads, loaded } = useCheckoutLoads();
  const draft = useCheckoutDraft();
  const reading = useShopClosedReading();

  const computed = useMemo(() => {
    if (!hydrated || !loaded) return null;
    const { member, cartLines, shippingRules, ...shop } = loaded;
    const checkout = checkoutContext(draft, member, cartLines, shippingRules);
    const now = taipeiDateTime(new Date());
    return { allowed: stepMayShow(step, checkout, draft.reached, { ...shop, now, reading }), checkout };
  }, [hydrated, loaded, draft, reading, step]);

  // While step 4 sends its order the cart may already be empty: the submission decides where the member goes.
  const submitting = useAtomValue(orderSubmittingAtom);
  const leave = computed !== null && !computed.allowed && !submitting;
  useEffect(() => {
    if (leave) router.replace(stepPath(1));
  }, [leave, router]);

  if (!computed && loads.some((load) => load.error && !load.data)) {
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
