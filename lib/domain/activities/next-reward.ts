import { ANNUAL_PV_THRESHOLD } from '../orders/shop-state';
import { countedPv, isRunning, timesMet, type ActivityLike, type CountedLine } from './rules';

/** How much more PV (counted as the activity counts it) earns an activity's next gift or red packet. */
export type NextReward = { activity_id: number; title: string; kind: 'gift' | 'draw'; pvMissing: number };

/**
 * The next reward of each running PV activity for these lines (issue "Beyond the spec": a distributor's
 * month): per-PV rules (RuleFixedPv, RuleRaffle) the PV to the next multiple of per_buy_pv while another
 * time still counts (accumulated, under max_iterative, quota left); PV bands (RuleRangePv) the PV to the
 * next band's start. Product-count rules (RuleProduct) are not about PV and are left out.
 */
export function nextRewards(
  activities: readonly ActivityLike[],
  lines: readonly CountedLine[],
  now: string,
): NextReward[] {
  const rewards: NextReward[] = [];
  for (const activity of activities) {
    if (!isRunning(activity, now) || activity.ruleable.remaining_quota === 0) continue;
    const pv = countedPv(activity, lines);
    const missing = pvToNext(activity, pv);
    if (missing !== null && missing > 0) {
      rewards.push({
        activity_id: activity.id,
        title: activity.title,
        kind: activity.ruleable_type === 'RuleRaffle' ? 'draw' : 'gift',
        pvMissing: missing,
      });
    }
  }
  return rewards;
}

function pvToNext(activity: ActivityLike, pv: number): number | null {
  const rule = activity.ruleable;
  if (activity.ruleable_type === 'RuleRangePv') {
    const next = rule.freebies_range
      .map((band) => band.pv_start ?? 0)
      .filter((start) => start > pv)
      .sort((a, b) => a - b)[0];
    return next === undefined ? null : next - pv;
  }
  if (activity.ruleable_type !== 'RuleFixedPv' && activity.ruleable_type !== 'RuleRaffle') return null;
  const per = rule.per_buy_pv;
  if (!per || per <= 0) return null;
  const { times, capped } = timesMet(pv, per, rule);
  const moreCounts =
    !capped && (rule.is_accumulated === 1 ? rule.max_iterative === null || times < rule.max_iterative : times === 0);
  return moreCounts ? (times + 1) * per - pv : null;
}

/**
 * The year PV still missing to the renewal threshold (6,000: membership extended to the end of next
 * year) before and after this order's PV; 0 once reached.
 */
export function renewalPvMissing(yearPv: number, orderPv: number) {
  return {
    now: Math.max(0, ANNUAL_PV_THRESHOLD - yearPv),
    afterOrder: Math.max(0, ANNUAL_PV_THRESHOLD - yearPv - orderPv),
  };
}

const pvText = (pv: number) => pv.toLocaleString('en-US');

/** Step 1's line for a next reward. */
export const nextRewardText = (reward: NextReward) =>
  reward.kind === 'draw'
    ? `再買 ${pvText(reward.pvMissing)} PV，可多獲得「${reward.title}」紅包抽獎 1 次`
    : `再買 ${pvText(reward.pvMissing)} PV，可獲得「${reward.title}」的下一份贈品`;

/** Step 1's line for the renewal threshold; null once this year's PV reached it. */
export function renewalText(yearPv: number, orderPv: number): string | null {
  const missing = renewalPvMissing(yearPv, orderPv);
  if (missing.now === 0) return null;
  if (missing.afterOrder === 0)
    return `完成本訂單即達年度累積 ${pvText(ANNUAL_PV_THRESHOLD)} PV，會員資格將延長至明年底`;
  return `今年已累積 ${pvText(yearPv)} PV；完成本訂單後，再 ${pvText(missing.afterOrder)} PV 即達 ${pvText(ANNUAL_PV_THRESHOLD)} PV 的續約門檻`;
}
