import type { CartLine } from '@/lib/api/types';

/**
 * The seam of issue 11 (activities) in step 1's next: whether a product-gift activity still needs
 * the member's gift choice before step 2 may open (spec member §4 "Step 1 next"; the page then
 * alerts ORDER_MESSAGES.giftChoicePending and stays).
 *
 * Activities are not built yet, so no order has a gift to choose: this answers false and asks the
 * API nothing. Issue 11 replaces the body (GET activities, each product-gift activity's gift count
 * for these lines, the choices kept in the checkout draft) and keeps the signature; step 1 already
 * awaits it in the right place (lib/hooks/use-step-one-next.ts) and the rule's order is proved with
 * it (tests/unit/checkout-step-one.test.ts).
 */
export async function pendingGiftChoice(lines: readonly CartLine[]): Promise<boolean> {
  void lines;
  return false;
}
