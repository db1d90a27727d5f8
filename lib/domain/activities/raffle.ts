import type { Draw, DrawOpenInput } from '@/lib/contract/types';
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

/**
 * The body of PUT activities_five/{order id}/{draw id}: P §7 "update sends id and product_number" (M §7 "sends
 * cart item"). Read as the draw's id and the product number the page knows of it, its prize's once opened, else
 * null: an unopened draw names no product (docs/api-contract.md "Where the spec is silent or says two things: the
 * shop's readings").
 */
export const drawOpenBody = (draw: Pick<Draw, 'id' | 'product'>): DrawOpenInput => ({
  id: draw.id,
  product_number: draw.product?.product_number ?? null,
});

type DrawFacts = Pick<Draw, 'opened_at' | 'product' | 'product_name'>;

/** Whether a draw is opened: by its opened_at, or, answered without one (the shop's addition), once it names its prize. */
export const isOpened = (draw: DrawFacts) =>
  draw.opened_at === undefined ? !!(draw.product?.name ?? draw.product_name) : draw.opened_at !== null;

/** The name of an opened draw's prize: its product's, else product_name (the spec's); null when it names none. */
export const prizeName = (draw: DrawFacts) =>
  isOpened(draw) ? (draw.product?.name ?? draw.product_name ?? null) : null;
