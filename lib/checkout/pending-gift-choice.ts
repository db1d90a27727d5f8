import { getDefaultStore } from 'jotai';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { CartLine } from '@/lib/contract/types';
import { activityOutcomes, pendingChoices, reconcileChoices } from '@/lib/domain/activities';
import { taipeiDateTime } from '@/lib/domain/clock';
import { purchasableLines } from '@/lib/domain/checkout/step-one';
import { giftChoicesAtom } from '@/lib/state/checkout-draft';

/**
 * Step 1's next gate for product gifts (spec-coverage “Checkout pages” "Step 1 next": blocked while a product-gift
 * activity still needs a gift choice; the page then alerts ORDER_MESSAGES.giftChoicePending and
 * stays). Reads the activities afresh (a choice made against stale quotas is caught here, not at
 * submission), counts the lines the order will be built from, and checks the draft's choices as
 * reconciled with that count. A failed read throws: step 1 shows its check-failed message.
 */
export async function pendingGiftChoice(lines: readonly CartLine[]): Promise<boolean> {
  const activities = await call(bffApi(), 'GET activities').then(dataOf);
  const outcomes = activityOutcomes(activities, purchasableLines(lines), taipeiDateTime(new Date()));
  const choices = reconcileChoices(getDefaultStore().get(giftChoicesAtom), outcomes);
  return pendingChoices(outcomes, choices).length > 0;
}
