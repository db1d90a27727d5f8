import type { SubmittedActivity } from './choices';
import {
  activityOutcome,
  chosenUnits,
  isRunning,
  rangeBand,
  type ActivityLike,
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

const refuse = (code: SubmissionRefusal['code'], activity_id: number): Verdict => ({
  ok: false,
  refusal: { code, activity_id },
});

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
  const byId = new Map(activities.map((activity) => [activity.id, activity]));
  const seen = new Set<number>();
  for (const entry of submitted) {
    const activity = byId.get(entry.activity_id);
    if (!activity || seen.has(entry.activity_id)) return refuse(4012, entry.activity_id);
    seen.add(entry.activity_id);
    if (!isRunning(activity, now)) return refuse(4011, entry.activity_id);
  }

  const grants: Grant[] = [];
  for (const activity of activities) {
    if (!isRunning(activity, now)) continue;
    const outcome = activityOutcome(activity, lines, now);
    const entry = submitted.find((candidate) => candidate.activity_id === activity.id);
    const asked = entry?.items ?? [];
    const askedUnits = asked.reduce((sum, item) => sum + item.quantity, 0);
    const activityLeft = activity.ruleable.remaining_quota ?? Infinity;
    const shortage = () =>
      refuse(askedUnits > activityLeft || (entry?.draws ?? 0) > activityLeft ? 4010 : 4013, activity.id);

    switch (activity.ruleable_type) {
      case 'RuleFixedPv':
      case 'RuleRangePv': {
        const rightful =
          activity.ruleable_type === 'RuleFixedPv'
            ? (activity.ruleable.freebie ?? activity.ruleable.freebies[0])
            : rangeBand(activity, lines);
        if (
          (entry?.draws ?? 0) !== 0 ||
          asked.some((item) => !isGift(item, rightful) || item.quantity <= 0) ||
          askedUnits > outcome.wanted
        )
          return refuse(4012, activity.id);
        const given = outcome.gifts.reduce((sum, gift) => sum + gift.quantity, 0);
        if (askedUnits > given && !agreed.includes(activity.id)) return shortage();
        if (outcome.gifts.length) grants.push({ activity_id: activity.id, gifts: outcome.gifts, draws: 0 });
        break;
      }
      case 'RuleProduct': {
        if (outcome.wanted === 0) {
          if (asked.length || (entry?.draws ?? 0) !== 0) return refuse(4012, activity.id);
          break;
        }
        const [item, ...more] = asked;
        const option = item && activity.ruleable.freebies.find((gift) => isGift(item, gift));
        if (
          (entry?.draws ?? 0) !== 0 ||
          more.length ||
          (item && (!option || item.quantity <= 0 || item.quantity > outcome.wanted))
        )
          return refuse(4012, activity.id);
        if (!outcome.choice) {
          // Nothing is left to choose: the page showed the activity sold out and sends no item.
          if (item) return shortage();
          break;
        }
        if (!item || !option) return refuse(4012, activity.id);
        const units = chosenUnits(outcome, option.product_id);
        if (units < item.quantity) return shortage();
        grants.push({
          activity_id: activity.id,
          gifts: [
            {
              activity_item_id: option.activity_item_id,
              product_id: option.product_id,
              product_number: option.product_number,
              name: option.name,
              quantity: units,
            },
          ],
          draws: 0,
        });
        break;
      }
      case 'RuleRaffle': {
        const draws = entry?.draws ?? 0;
        if (asked.length || draws > outcome.wanted || draws < 0) return refuse(4012, activity.id);
        if (draws > outcome.draws && !agreed.includes(activity.id)) return shortage();
        if (outcome.draws > 0) grants.push({ activity_id: activity.id, gifts: [], draws: outcome.draws });
        break;
      }
    }
  }
  return { ok: true, grants };
}
