import type { GiftLike } from './rules';

/** Red packets on step 5 (spec-coverage “Activities”). */
export const RAFFLE = { packets: 5, animationMs: 2000, openAllStepMs: 500 } as const;

/**
 * The prize of one draw (spec-coverage “Activities” step 5): among the raffle's gifts with quota left (null: no
 * quota), by their probability renormalised over those; when every one left has probability 0, evenly.
 * `random` is in [0, 1). Null when no gift is left.
 */
export function drawPrize<G extends Pick<GiftLike, 'remaining_gift_quota' | 'probability'>>(
  gifts: readonly G[],
  random: number,
): G | null {
  const left = gifts.filter((gift) => gift.remaining_gift_quota === null || gift.remaining_gift_quota > 0);
  if (!left.length) return null;
  const weights = left.map((gift) => Math.max(0, Number(gift.probability) || 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const even = total === 0;
  let point = random * (even ? left.length : total);
  for (const [index, gift] of left.entries()) {
    point -= even ? 1 : weights[index];
    if (point < 0) return gift;
  }
  return left[left.length - 1];
}
