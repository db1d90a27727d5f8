import type { CartLine, Member } from '@/lib/contract/types';
import type { ShippingRule } from '../orders';
import { deliveryPostalCode, detailsErrors, type DetailsValues } from './details';
import { orderPreview, type OrderPreview } from './order';
import { paymentErrors, type PaymentMethodRule, type PaymentValues } from './payment';
import { isBusinessMember } from './schema';
import { draftMatchesCart, stepOneBlock, type DraftLine, type StepOneFacts } from './step-one';
import { allowedStep, needsHolding, type StepNumber } from './steps';

/** The checkout draft as the member left it (lib/state/checkout-draft.ts, local storage). */
export type CheckoutDraft = {
  lines: DraftLine[];
  territory: string;
  details: DetailsValues;
  payment: PaymentValues;
  /** The furthest step the member reached with "next". */
  reached: number;
};

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

/** What the shop says now, as step 1's rule and step 3's methods read it. */
export type ShopFacts = Pick<StepOneFacts, 'settlements' | 'shopSystem' | 'now' | 'reading'> & {
  methods: readonly PaymentMethodRule[];
};

const UNPRICED: OrderPreview<CartLine> = { lines: [], goods: 0, pv: 0, shipping: 0, total: 0 };

/** The draft read against the member and the cart as loaded now: priced, with its products and postal code. */
export function checkoutContext(
  draft: CheckoutDraft,
  member: Member,
  cartLines: CartLine[],
  shippingRules: readonly ShippingRule[],
): CheckoutContext {
  const postalCode = deliveryPostalCode(draft.details);
  let preview: OrderPreview<CartLine>;
  try {
    preview = orderPreview(draft.lines, cartLines, postalCode, shippingRules);
  } catch {
    // A postal code whose shipping rule is missing: the draft cannot be priced, step 1 again.
    preview = UNPRICED;
  }
  return {
    member,
    business: isBusinessMember(member.identity_card),
    cartLines,
    draftLines: draft.lines,
    territory: draft.territory,
    details: draft.details,
    payment: draft.payment,
    preview,
    productNumbers: preview.lines.map((line) => line.products.product_number),
    postalCode,
  };
}

/**
 * Whether a step page may show this checkout (steps.ts `needsHolding`, `allowedStep`): the draft's lines are the
 * cart's and priced, step 1's rules pass (its gift choice was made there), steps 2 and 3 pass their rules,
 * each counted once the member went past it with "next".
 */
export function stepMayShow(step: StepNumber, checkout: CheckoutContext, reached: number, shop: ShopFacts): boolean {
  const { member, business, cartLines, draftLines, territory, details, payment, preview } = checkout;
  const holds = needsHolding({
    cartMatchesDraft: draftMatchesCart(draftLines, cartLines) && preview.lines.length > 0,
    mayOrder: stepOneBlock({ ...shop, member, giftChoicePending: false }) === null,
    reached,
    detailsValid: Object.keys(detailsErrors(details, territory, business)).length === 0,
    paymentValid:
      Object.keys(
        paymentErrors(payment, {
          methods: shop.methods,
          total: preview.total,
          productNumbers: checkout.productNumbers,
          postalCode: checkout.postalCode,
        }),
      ).length === 0,
  });
  return allowedStep(step, holds) === step;
}
