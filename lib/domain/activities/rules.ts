import type { RuleType } from '@/lib/contract/schema/activities';
import type { ActivityWarning } from './messages';

/**
 * What an order earns from the running activities (spec-coverage “Activities” "Activities", §8 warnings): one
 * pure module, read by the cart page (preview) and by POST orders (the decision, with quotas read in
 * the order's transaction). The arithmetic the spec leaves open is decided here and written down in
 * docs/spec-coverage.md ("Activities") and docs/api-contract.md:
 *
 * - The counted PV (RuleFixedPv, RuleRangePv, RuleRaffle) is Σ pv × quantity of the order's goods,
 *   of the activity's condition products when it lists any, never of its limit products; the
 *   counted quantity (RuleProduct) is Σ quantity of its condition products. Gifts and the shipping
 *   line are not goods.
 * - Times met = ⌊counted / per_buy⌋; without is_accumulated at most 1; then at most max_iterative
 *   (null: no maximum). More than the maximum warns 'perOrderMax'.
 * - RuleFixedPv gives times × per_freebie_quantity × the freebie's gift_quantity units; RuleRangePv
 *   the gift_quantity of the band with pv_start ≤ PV ≤ pv_end (null ends: open); RuleProduct lets the
 *   member choose one gift for times × per_freebie_quantity units; RuleRaffle earns times draws.
 * - Quotas (null: none): the activity's remaining_quota counts gift units (draws for a raffle, whose
 *   gifts' own quotas are spent when a packet is opened); a gift's remaining_gift_quota counts its
 *   units. Units given = min(earned, remaining quotas). Nothing left warns 'soldOut' ('drawsShort'
 *   for a raffle), less than earned 'partial' ('drawsShort').
 * - An activity outside started_at ≤ now < ended_at, or with status 0, gives nothing and warns 'ended'.
 */

export type GiftLike = {
  product_id: number;
  activity_item_id: number;
  product_number: string;
  name: string;
  gift_quantity: number;
  remaining_gift_quota: number | null;
  pv_start: number | null;
  pv_end: number | null;
  probability: string;
};

/** The part of an Activity (lib/contract/schema/activities.ts) the rules read; the API builds the same shape. */
export type ActivityLike = {
  id: number;
  title: string;
  status: number;
  started_at: string;
  ended_at: string;
  ruleable_type: RuleType;
  ruleable: {
    per_buy_pv: number | null;
    per_buy_quantity: number | null;
    per_freebie_quantity: number;
    remaining_quota: number | null;
    max_iterative: number | null;
    is_accumulated: number;
    activity_products: { id: number }[];
    activity_limit_products: { id: number }[];
    freebie: GiftLike | null;
    freebies: GiftLike[];
    freebies_range: GiftLike[];
    raffle_list: GiftLike[];
  };
};

/** An order's goods as the rules count them: cart lines, or the lines POST orders builds. */
export type CountedLine = { product_id: number; product_quantity: number; products: { pv: number } };

/** One gift of the order: what a gift row shows and what POST orders' `activities[].items` carry. */
export type GivenGift = {
  activity_item_id: number;
  product_id: number;
  product_number: string;
  name: string;
  quantity: number;
};

export type ActivityOutcome = {
  activity_id: number;
  title: string;
  type: RuleType;
  /** Times the rule is met, after the accumulated flag and the per-order maximum, before quotas. */
  times: number;
  /** Units (draws for a raffle) the rule gives for `times`, before quotas. */
  wanted: number;
  /** RuleFixedPv, RuleRangePv: the gifts given after quotas. Empty for the other two. */
  gifts: GivenGift[];
  /** RuleProduct: how many units the member's one chosen gift gives (0: nothing to choose), and the options. */
  choice: { units: number; options: GiftLike[] } | null;
  /** RuleRaffle: draws earned after the activity's quota. */
  draws: number;
  warnings: ActivityWarning[];
};

const remaining = (quota: number | null) => (quota === null ? Infinity : Math.max(0, quota));

/**
 * What a gift can still give: a gift is a real product leaving the warehouse, so its own remaining
 * quota (null: none) is bounded by the product's stock.
 */
export const giftAvailable = (remainingGiftQuota: number | null, stock: number) =>
  Math.min(remainingGiftQuota ?? Infinity, Math.max(0, stock));

/**
 * Whether a member sees the activity (P §7 "testers also see is_testing"): an `is_testing` one is a tester's only.
 * The page applies it to what GET activities answered, whatever the API already left out.
 */
export const shownToMember = (activity: { is_testing?: number | null }, isTester: boolean) =>
  isTester || Number(activity.is_testing ?? 0) !== 1;

/** Whether the activity runs at `now` ('YYYY-MM-DD HH:mm:ss', Taiwan): started, not ended, status 1. */
export const isRunning = (activity: Pick<ActivityLike, 'status' | 'started_at' | 'ended_at'>, now: string) =>
  activity.status === 1 && activity.started_at <= now && now < activity.ended_at;

function countedLines(activity: ActivityLike, lines: readonly CountedLine[]) {
  const conditions = new Set(activity.ruleable.activity_products.map((product) => product.id));
  const limits = new Set(activity.ruleable.activity_limit_products.map((product) => product.id));
  return lines.filter(
    (line) => !limits.has(line.product_id) && (conditions.size === 0 || conditions.has(line.product_id)),
  );
}

/** The PV an activity counts (RuleFixedPv, RuleRangePv, RuleRaffle). */
export const countedPv = (activity: ActivityLike, lines: readonly CountedLine[]) =>
  countedLines(activity, lines).reduce((sum, line) => sum + line.products.pv * line.product_quantity, 0);

/** The condition products' quantity an activity counts (RuleProduct; no condition products: none counts). */
export const countedQuantity = (activity: ActivityLike, lines: readonly CountedLine[]) =>
  activity.ruleable.activity_products.length === 0
    ? 0
    : countedLines(activity, lines).reduce((sum, line) => sum + line.product_quantity, 0);

/** RuleRangePv: the freebies_range band the counted PV falls in (pv_start ≤ PV ≤ pv_end, null ends open), if any. */
export function rangeBand(activity: ActivityLike, lines: readonly CountedLine[]): GiftLike | undefined {
  const pv = countedPv(activity, lines);
  if (pv <= 0) return undefined;
  return activity.ruleable.freebies_range.find(
    (gift) => (gift.pv_start ?? 0) <= pv && (gift.pv_end === null || pv <= gift.pv_end),
  );
}

/** Times met for a per-unit rule: floor, accumulated flag, per-order maximum (and whether it cut). */
export function timesMet(
  counted: number,
  perBuy: number | null,
  rule: Pick<ActivityLike['ruleable'], 'is_accumulated' | 'max_iterative'>,
) {
  if (!perBuy || perBuy <= 0) return { times: 0, capped: false };
  const raw = Math.floor(counted / perBuy);
  const accumulated = rule.is_accumulated === 1 ? raw : Math.min(raw, 1);
  const max = rule.max_iterative ?? Infinity;
  return { times: Math.min(accumulated, max), capped: accumulated > max };
}

/** Units a gift can give of `wanted`, bounded by the activity's and the gift's remaining quotas. */
function bounded(wanted: number, activityLeft: number, gift: GiftLike) {
  return Math.min(wanted, activityLeft, remaining(gift.remaining_gift_quota));
}

function quotaWarnings(wanted: number, given: number): ActivityWarning[] {
  if (wanted === 0 || given === wanted) return [];
  return given === 0 ? ['soldOut'] : ['partial'];
}

const giftOf = (gift: GiftLike, quantity: number): GivenGift => ({
  activity_item_id: gift.activity_item_id,
  product_id: gift.product_id,
  product_number: gift.product_number,
  name: gift.name,
  quantity,
});

/** What one activity gives an order of these lines at `now`. */
export function activityOutcome(activity: ActivityLike, lines: readonly CountedLine[], now: string): ActivityOutcome {
  const rule = activity.ruleable;
  const base: ActivityOutcome = {
    activity_id: activity.id,
    title: activity.title,
    type: activity.ruleable_type,
    times: 0,
    wanted: 0,
    gifts: [],
    choice: null,
    draws: 0,
    warnings: [],
  };
  if (!isRunning(activity, now)) return { ...base, warnings: ['ended'] };
  const activityLeft = remaining(rule.remaining_quota);

  switch (activity.ruleable_type) {
    case 'RuleFixedPv': {
      const { times, capped } = timesMet(countedPv(activity, lines), rule.per_buy_pv, rule);
      const freebie = rule.freebie ?? rule.freebies[0] ?? null;
      if (!freebie || times === 0) return { ...base, times };
      const wanted = times * rule.per_freebie_quantity * freebie.gift_quantity;
      const given = bounded(wanted, activityLeft, freebie);
      return {
        ...base,
        times,
        wanted,
        gifts: given > 0 ? [giftOf(freebie, given)] : [],
        warnings: [...(capped ? (['perOrderMax'] as const) : []), ...quotaWarnings(wanted, given)],
      };
    }
    case 'RuleRangePv': {
      const band = rangeBand(activity, lines);
      if (!band) return base;
      const wanted = band.gift_quantity;
      const given = bounded(wanted, activityLeft, band);
      return {
        ...base,
        times: 1,
        wanted,
        gifts: given > 0 ? [giftOf(band, given)] : [],
        warnings: quotaWarnings(wanted, given),
      };
    }
    case 'RuleProduct': {
      const { times, capped } = timesMet(countedQuantity(activity, lines), rule.per_buy_quantity, rule);
      if (times === 0) return { ...base, times };
      const wanted = times * rule.per_freebie_quantity;
      const units = Math.min(wanted, activityLeft);
      const options = rule.freebies;
      const best = Math.max(0, ...options.map((gift) => bounded(units, activityLeft, gift)));
      return {
        ...base,
        times,
        wanted,
        choice: best > 0 ? { units, options } : null,
        warnings: [...(capped ? (['perOrderMax'] as const) : []), ...quotaWarnings(wanted, Math.min(units, best))],
      };
    }
    case 'RuleRaffle': {
      const { times, capped } = timesMet(countedPv(activity, lines), rule.per_buy_pv, rule);
      const draws = Math.min(times, activityLeft);
      return {
        ...base,
        times,
        wanted: times,
        draws,
        warnings: [...(capped ? (['perOrderMax'] as const) : []), ...(draws < times ? (['drawsShort'] as const) : [])],
      };
    }
  }
}

/** Every activity's outcome for the order, keeping those that give, offer, draw or warn, in the activities' order. */
export function activityOutcomes(
  activities: readonly ActivityLike[],
  lines: readonly CountedLine[],
  now: string,
): ActivityOutcome[] {
  return activities
    .map((activity) => activityOutcome(activity, lines, now))
    .filter(
      (outcome) =>
        outcome.gifts.length > 0 || outcome.choice !== null || outcome.draws > 0 || outcome.warnings.length > 0,
    );
}

/** Units a RuleProduct choice gives: the earned units bounded by the chosen gift's own quota (0: not a valid choice). */
export function chosenUnits(outcome: ActivityOutcome, productId: number): number {
  const option = outcome.choice?.options.find((gift) => gift.product_id === productId);
  if (!outcome.choice || !option) return 0;
  return Math.min(outcome.choice.units, remaining(option.remaining_gift_quota));
}

/** The gift a RuleProduct choice gives, or null when the product is not one of its options with quota left. */
export function chosenGift(outcome: ActivityOutcome, productId: number): GivenGift | null {
  const option = outcome.choice?.options.find((gift) => gift.product_id === productId);
  const units = chosenUnits(outcome, productId);
  return option && units > 0 ? giftOf(option, units) : null;
}
