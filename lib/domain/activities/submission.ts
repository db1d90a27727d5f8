import type { SubmittedActivity } from './choices';
import {
  activityOutcome,
  chosenUnits,
  isRunning,
  rangeBand,
  type ActivityLike,
  type ActivityOutcome,
  type CountedLine,
  type GiftLike,
  type GivenGift,
} from './rules';

/** What an order is given by one activity once POST orders accepts it: the gifts and the draws. */
export type Grant = { activity_id: number; gifts: GivenGift[]; draws: number };

export type SubmissionRefusal = { code: 4010 | 4011 | 4012 | 4013; activity_id: number };

type Verdict = { ok: true; grants: Grant[] } | { ok: false; refusal: SubmissionRefusal };

type Input = {
  /** Every activity the member may see that is running or named by the payload, quotas as read now. */
  activities: readonly ActivityLike[];
  lines: readonly CountedLine[];
  submitted: readonly SubmittedActivity[];
  /** agree_freebie_none_ids: activities the member agreed to order without (what is left is still given). */
  agreed: readonly number[];
  now: string;
};

/** An asked item is this gift: the same product under the same product number. */
const isGift = (item: SubmittedActivity['items'][number], gift: GiftLike | undefined | null) =>
  !!gift && item.product_id === gift.product_id && item.product_number === gift.product_number;

/** What one running activity adds to the order: its grant (null: nothing), or the order's refusal. */
type Part = { grant: Grant | null } | { refusal: SubmissionRefusal };

/** One running activity as the payload asks it, beside what the server's own count gives. */
type Asked = {
  activity: ActivityLike;
  lines: readonly CountedLine[];
  outcome: ActivityOutcome;
  items: SubmittedActivity['items'];
  /** The gift units asked, all items together. */
  units: number;
  draws: number;
  /** In agree_freebie_none_ids: the member orders with what is left. */
  agreed: boolean;
};

const refuse = (code: SubmissionRefusal['code'], activity_id: number) => ({ refusal: { code, activity_id } });

/** Asked more than the quotas allow: 4010 when the activity's own quota binds, else 4013 (the gift's). */
function shortage({ activity, units, draws }: Asked) {
  const activityLeft = activity.ruleable.remaining_quota ?? Infinity;
  return refuse(units > activityLeft || draws > activityLeft ? 4010 : 4013, activity.id);
}

/** An activity the member cannot see or named twice (4012), or one not running (4011). */
function namingRefusal(
  byId: ReadonlyMap<number, ActivityLike>,
  submitted: readonly SubmittedActivity[],
  now: string,
): SubmissionRefusal | null {
  const seen = new Set<number>();
  for (const entry of submitted) {
    const activity = byId.get(entry.activity_id);
    if (!activity || seen.has(entry.activity_id)) return { code: 4012, activity_id: entry.activity_id };
    seen.add(entry.activity_id);
    if (!isRunning(activity, now)) return { code: 4011, activity_id: entry.activity_id };
  }
  return null;
}

/** RuleFixedPv / RuleRangePv: only the rule's own gift, never more than it gives before quotas. */
function judgePvGift(asked: Asked): Part {
  const { activity, outcome, items, units } = asked;
  const rightful =
    activity.ruleable_type === 'RuleFixedPv'
      ? (activity.ruleable.freebie ?? activity.ruleable.freebies[0])
      : rangeBand(activity, asked.lines);
  if (
    asked.draws !== 0 ||
    items.some((item) => !isGift(item, rightful) || item.quantity <= 0) ||
    units > outcome.wanted
  )
    return refuse(4012, activity.id);
  const given = outcome.gifts.reduce((sum, gift) => sum + gift.quantity, 0);
  if (units > given && !asked.agreed) return shortage(asked);
  return { grant: outcome.gifts.length ? { activity_id: activity.id, gifts: outcome.gifts, draws: 0 } : null };
}

/** RuleProduct: exactly one of the rule's gifts when the order earns a choice, none when it does not. */
function judgeProductGift(asked: Asked): Part {
  const { activity, outcome, items, draws } = asked;
  if (outcome.wanted === 0) return items.length || draws !== 0 ? refuse(4012, activity.id) : { grant: null };
  const [item, ...more] = items;
  const option = item && activity.ruleable.freebies.find((gift) => isGift(item, gift));
  if (draws !== 0 || more.length || (item && (!option || item.quantity <= 0 || item.quantity > outcome.wanted)))
    return refuse(4012, activity.id);
  // Nothing is left to choose: the page showed the activity sold out and sends no item.
  if (!outcome.choice) return item ? shortage(asked) : { grant: null };
  if (!item || !option) return refuse(4012, activity.id);
  const given = chosenUnits(outcome, option.product_id);
  if (given < item.quantity) return shortage(asked);
  const { activity_item_id, product_id, product_number, name } = option;
  return {
    grant: {
      activity_id: activity.id,
      gifts: [{ activity_item_id, product_id, product_number, name, quantity: given }],
      draws: 0,
    },
  };
}

/** RuleRaffle: draws only, never more than the rule gives before quotas. */
function judgeRaffle(asked: Asked): Part {
  const { activity, outcome, items, draws } = asked;
  if (items.length || draws > outcome.wanted || draws < 0) return refuse(4012, activity.id);
  if (draws > outcome.draws && !asked.agreed) return shortage(asked);
  return { grant: outcome.draws > 0 ? { activity_id: activity.id, gifts: [], draws: outcome.draws } : null };
}

const JUDGES: Record<ActivityLike['ruleable_type'], (asked: Asked) => Part> = {
  RuleFixedPv: judgePvGift,
  RuleRangePv: judgePvGift,
  RuleProduct: judgeProductGift,
  RuleRaffle: judgeRaffle,
};

/**
 * POST orders' judgement of the payload's `activities` (spec-coverage “Activities”, docs/api-contract.md "Orders
 * and activities"), with the same rules as the page:
 * - an activity the member cannot see, named twice, or an item that is not what the rule gives (another
 *   product or product number, more than the rule gives before quotas, a second choice, a missing
 *   choice, draws from a rule that is no raffle): 4012;
 * - an activity that is not running: 4011;
 * - asking for more than the quotas now allow: 4010 when the activity's quota binds, 4013 when the
 *   gift's; a RuleFixedPv / RuleRangePv / RuleRaffle activity in `agreed` is then given what is left
 *   instead (a product-gift activity never: its member chooses again on step 1);
 * - otherwise the server's own count is given (an earning activity the page left out is still given).
 */
export function judgeSubmission({ activities, lines, submitted, agreed, now }: Input): Verdict {
  const refusal = namingRefusal(new Map(activities.map((activity) => [activity.id, activity])), submitted, now);
  if (refusal) return { ok: false, refusal };

  const grants: Grant[] = [];
  for (const activity of activities) {
    if (!isRunning(activity, now)) continue;
    const entry = submitted.find((candidate) => candidate.activity_id === activity.id);
    const items = entry?.items ?? [];
    const part = JUDGES[activity.ruleable_type]({
      activity,
      lines,
      outcome: activityOutcome(activity, lines, now),
      items,
      units: items.reduce((sum, item) => sum + item.quantity, 0),
      draws: entry?.draws ?? 0,
      agreed: agreed.includes(activity.id),
    });
    if ('refusal' in part) return { ok: false, refusal: part.refusal };
    if (part.grant) grants.push(part.grant);
  }
  return { ok: true, grants };
}
