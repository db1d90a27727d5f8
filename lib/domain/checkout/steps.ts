/**
 * The order steps (spec-coverage “Member area: favourites and cart step 1”): their labels, their URLs and what each needs before it may be
 * shown. The step bar and the URL guard read this table; nothing else names the steps.
 */

export type StepNumber = 0 | 1 | 2 | 3 | 4 | 5;

/** What must hold before a step may be opened (spec-coverage “Member area: favourites and cart step 1” "Step N next"). */
export type StepNeed =
  /** The cart has at least one line. */
  | 'cart'
  /** Step 1's next-rules passed: no settlement, shop open, membership valid, e-mail, gifts chosen. */
  | 'may-order'
  /** Step 2 is filled in: sales territory, delivery, invoice. */
  | 'order-data'
  /** Step 3 is filled in: payment method (and instalments or ATM date and digits). */
  | 'payment';

export type CheckoutStep = { step: StepNumber; label: string; needs: readonly StepNeed[] };

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { step: 0, label: '交易失敗', needs: [] },
  { step: 1, label: '購物清單', needs: [] },
  { step: 2, label: '填寫資料', needs: ['cart', 'may-order'] },
  { step: 3, label: '付款資訊', needs: ['cart', 'may-order', 'order-data'] },
  { step: 4, label: '訂單預覽', needs: ['cart', 'may-order', 'order-data', 'payment'] },
  // Step 5 needs nothing of the draft: it shows what the server says of the order its query names (GET orders/{id}); its page sends a query without one to step 1.
  { step: 5, label: '訂單送出', needs: [] },
];

/** Steps 1 to 5 have a page each; step 0 is a state that step 5 shows. */
export const stepPath = (step: StepNumber) => `/member/shopcart/step/${step}`;

export function checkoutStep(step: StepNumber): CheckoutStep {
  return CHECKOUT_STEPS[step];
}

/**
 * The step bar: 1 to 5, except that a failed or closed order (step 0) shows 交易失敗 in the last
 * place, where the result of the order would be.
 */
export function stepBar(current: StepNumber): CheckoutStep[] {
  const last = current === 0 ? CHECKOUT_STEPS[0] : CHECKOUT_STEPS[5];
  return [...CHECKOUT_STEPS.slice(1, 5), last];
}

/**
 * The step a request for `requested` may show, given what holds now: the step itself when all its
 * needs hold, else step 1 (spec-coverage “Member area: favourites and cart step 1”: opening a step without the right step value goes to step 1).
 */
export function allowedStep(requested: StepNumber, holds: ReadonlySet<StepNeed>): StepNumber {
  return checkoutStep(requested).needs.every((need) => holds.has(need)) ? requested : 1;
}

/** What the step guard knows about the member's order now. */
export type StepFacts = {
  /** The draft's order lines are what the cart holds (lib/domain/checkout/step-one `draftMatchesCart`). */
  cartMatchesDraft: boolean;
  /** Step 1's next-rules pass now (settlement, shop, membership, e-mail). */
  mayOrder: boolean;
  /** The furthest step the member reached with "next" (1 before step 1's next). */
  reached: number;
  /** Step 2's values pass its rules. */
  detailsValid: boolean;
  /** Step 3's values pass its rules for this order. */
  paymentValid: boolean;
};

/**
 * The needs that hold: a step's data counts only once the member reached the step after it with
 * "next", so typing into step 2 and opening step 4's URL still lands on step 1.
 */
export function needsHolding(facts: StepFacts): Set<StepNeed> {
  const holds = new Set<StepNeed>();
  if (facts.cartMatchesDraft) holds.add('cart');
  if (facts.mayOrder && facts.reached >= 2) holds.add('may-order');
  if (facts.detailsValid && facts.reached >= 3) holds.add('order-data');
  if (facts.paymentValid && facts.reached >= 4) holds.add('payment');
  return holds;
}
