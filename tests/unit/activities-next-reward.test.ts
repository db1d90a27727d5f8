import { nextRewards, nextRewardText, renewalPvMissing, renewalText } from '@/lib/domain/activities';
import { activity, gift, lines, NOW } from './activities-fixture';

describe('nextRewards: the PV to each running activity’s next gift or red packet', () => {
  const fixed = (rule = {}) =>
    activity('RuleFixedPv', { per_buy_pv: 3000, freebie: gift(9), ...rule }, { id: 1, title: '滿額贈' });

  it('per 3,000 PV: the PV to the next multiple', () => {
    expect(nextRewards([fixed()], lines([1, 1, 2500]), NOW)).toEqual([
      { activity_id: 1, title: '滿額贈', kind: 'gift', pvMissing: 500 },
    ]);
    expect(nextRewards([fixed()], lines([1, 1, 3000]), NOW)[0].pvMissing).toBe(3000);
    expect(nextRewards([fixed()], lines([1, 1, 6100]), NOW)[0].pvMissing).toBe(2900);
  });

  it('nothing more once the per-order maximum is reached, once met without accumulation, or the quota is gone', () => {
    expect(nextRewards([fixed({ max_iterative: 2 })], lines([1, 1, 6000]), NOW)).toEqual([]);
    expect(nextRewards([fixed({ is_accumulated: 0 })], lines([1, 1, 3000]), NOW)).toEqual([]);
    expect(nextRewards([fixed({ is_accumulated: 0 })], lines([1, 1, 1000]), NOW)[0].pvMissing).toBe(2000);
    expect(nextRewards([fixed({ remaining_quota: 0 })], lines([1, 1, 1000]), NOW)).toEqual([]);
  });

  it('counts what the activity counts (its condition products only)', () => {
    expect(nextRewards([fixed({ conditions: [2] })], lines([1, 1, 2900], [2, 1, 100]), NOW)[0].pvMissing).toBe(2900);
  });

  it('a raffle: the PV to one more draw', () => {
    const raffle = activity('RuleRaffle', { per_buy_pv: 5000, max_iterative: 5 }, { id: 4, title: '紅包' });
    expect(nextRewards([raffle], lines([1, 1, 7000]), NOW)).toEqual([
      { activity_id: 4, title: '紅包', kind: 'draw', pvMissing: 3000 },
    ]);
  });

  it('PV bands: the PV to the next band’s start; none past the last', () => {
    const bands = activity('RuleRangePv', {
      freebies_range: [
        gift(7, { pv_start: 2000, pv_end: 4999 }),
        gift(8, { pv_start: 5000, pv_end: 9999 }),
        gift(9, { pv_start: 10000, pv_end: null }),
      ],
    });
    expect(nextRewards([bands], lines([1, 1, 1500]), NOW)[0].pvMissing).toBe(500);
    expect(nextRewards([bands], lines([1, 1, 6000]), NOW)[0].pvMissing).toBe(4000);
    expect(nextRewards([bands], lines([1, 1, 12000]), NOW)).toEqual([]);
  });

  it('leaves out activities not running and product-count rules', () => {
    expect(
      nextRewards(
        [fixed({}), activity('RuleProduct', { per_buy_quantity: 2, conditions: [1] })].map((a, i) =>
          i === 0 ? { ...a, status: 0 } : a,
        ),
        lines([1, 1, 100]),
        NOW,
      ),
    ).toEqual([]);
  });

  it('says it in words', () => {
    expect(nextRewardText({ activity_id: 1, title: '滿額贈', kind: 'gift', pvMissing: 1200 })).toBe(
      '再買 1,200 PV，可獲得「滿額贈」的下一份贈品',
    );
    expect(nextRewardText({ activity_id: 4, title: '紅包', kind: 'draw', pvMissing: 3000 })).toBe(
      '再買 3,000 PV，可多獲得「紅包」紅包抽獎 1 次',
    );
  });
});

describe('the year PV still missing to the 6,000 renewal threshold', () => {
  it('before and after this order', () => {
    expect(renewalPvMissing(4200, 800)).toEqual({ now: 1800, afterOrder: 1000 });
    expect(renewalPvMissing(4200, 2000)).toEqual({ now: 1800, afterOrder: 0 });
    expect(renewalPvMissing(6500, 0)).toEqual({ now: 0, afterOrder: 0 });
  });

  it('says it in words, and nothing once reached', () => {
    expect(renewalText(4200, 800)).toBe('今年已累積 4,200 PV；完成本訂單後，再 1,000 PV 即達 6,000 PV 的續約門檻');
    expect(renewalText(4200, 2000)).toBe('完成本訂單即達年度累積 6,000 PV，會員資格將延長至明年底');
    expect(renewalText(6000, 0)).toBeNull();
  });
});
