import {
  activityOutcome,
  activityOutcomes,
  chosenGift,
  chosenUnits,
  countedPv,
  countedQuantity,
  isRunning,
  rangeBand,
  timesMet,
} from '@/lib/domain/activities';
import { activity, gift, lines, NOW } from './activities-fixture';

describe('isRunning: status 1 and started_at ≤ now < ended_at', () => {
  const window = { status: 1, started_at: '2026-06-01 00:00:00', ended_at: '2026-07-01 00:00:00' };
  it.each([
    ['at its start', { ...window }, '2026-06-01 00:00:00', true],
    ['one second before its start', { ...window }, '2026-05-31 23:59:59', false],
    ['one second before its end', { ...window }, '2026-06-30 23:59:59', true],
    ['at its end', { ...window }, '2026-07-01 00:00:00', false],
    ['switched off (status 0)', { ...window, status: 0 }, NOW, false],
  ])('%s', (_label, fields, now, running) => expect(isRunning(fields, now)).toBe(running));
});

describe('what an activity counts', () => {
  const order = lines([1, 2, 1000], [2, 1, 500], [3, 3, 100]);
  it('counts the whole order’s PV when it lists no condition products, never its limit products', () => {
    expect(countedPv(activity('RuleFixedPv'), order)).toBe(2800);
    expect(countedPv(activity('RuleFixedPv', { limits: [2] }), order)).toBe(2300);
  });
  it('counts only its condition products when it lists any, and a product both condition and limit not at all', () => {
    expect(countedPv(activity('RuleFixedPv', { conditions: [1, 3] }), order)).toBe(2300);
    expect(countedPv(activity('RuleFixedPv', { conditions: [1, 3], limits: [1] }), order)).toBe(300);
  });
  it('counts condition products’ quantity for RuleProduct, and nothing when it lists none', () => {
    expect(countedQuantity(activity('RuleProduct', { conditions: [1, 3] }), order)).toBe(5);
    expect(countedQuantity(activity('RuleProduct'), order)).toBe(0);
  });
});

describe('timesMet: ⌊counted / per_buy⌋, once without is_accumulated, at most max_iterative', () => {
  it.each([
    ['exactly at the threshold', 3000, 3000, 1, null, 1, false],
    ['one below', 2999, 3000, 1, null, 0, false],
    ['multiples, accumulated', 9500, 3000, 1, null, 3, false],
    ['multiples, not accumulated: once', 9500, 3000, 0, null, 1, false],
    ['exactly at the per-order maximum', 9000, 3000, 1, 3, 3, false],
    ['past the per-order maximum: cut and flagged', 12000, 3000, 1, 3, 3, true],
    ['not accumulated never reaches a maximum of 1', 12000, 3000, 0, 1, 1, false],
    ['no per_buy: never', 12000, null, 1, null, 0, false],
    ['per_buy 0: never', 12000, 0, 1, null, 0, false],
  ] as const)('%s', (_label, counted, perBuy, accumulated, max, times, capped) => {
    expect(timesMet(counted, perBuy, { is_accumulated: accumulated, max_iterative: max })).toEqual({ times, capped });
  });
});

describe('RuleFixedPv', () => {
  const fixed = (rule = {}, giftTerms = {}) =>
    activity('RuleFixedPv', { per_buy_pv: 3000, freebie: gift(9, giftTerms), ...rule });

  it('gives times × per_freebie_quantity × gift_quantity units', () => {
    const outcome = activityOutcome(fixed({ per_freebie_quantity: 2 }, { gift_quantity: 3 }), lines([1, 2, 3000]), NOW);
    expect(outcome).toMatchObject({ times: 2, wanted: 12, warnings: [] });
    expect(outcome.gifts.map((given) => [given.product_id, given.quantity])).toEqual([[9, 12]]);
  });

  it('one PV below the threshold gives nothing and warns nothing', () => {
    expect(activityOutcome(fixed(), lines([1, 1, 2999]), NOW)).toMatchObject({
      times: 0,
      wanted: 0,
      gifts: [],
      warnings: [],
    });
  });

  it('past the per-order maximum gives the maximum and warns perOrderMax', () => {
    const outcome = activityOutcome(fixed({ max_iterative: 2 }), lines([1, 3, 3000]), NOW);
    expect(outcome).toMatchObject({ times: 2, wanted: 2, warnings: ['perOrderMax'] });
  });

  it('quotas running out part-way give what is left and warn partial; none left gives nothing and warns soldOut', () => {
    expect(activityOutcome(fixed({ remaining_quota: 1 }), lines([1, 3, 3000]), NOW)).toMatchObject({
      wanted: 3,
      gifts: [expect.objectContaining({ quantity: 1 })],
      warnings: ['partial'],
    });
    expect(activityOutcome(fixed({}, { remaining_gift_quota: 2 }), lines([1, 3, 3000]), NOW)).toMatchObject({
      gifts: [expect.objectContaining({ quantity: 2 })],
      warnings: ['partial'],
    });
    expect(activityOutcome(fixed({ remaining_quota: 0 }), lines([1, 1, 3000]), NOW)).toMatchObject({
      gifts: [],
      warnings: ['soldOut'],
    });
    expect(activityOutcome(fixed({ remaining_quota: -2 }), lines([1, 1, 3000]), NOW)).toMatchObject({
      gifts: [],
      warnings: ['soldOut'],
    });
  });

  it('null quotas never run out', () => {
    expect(
      activityOutcome(fixed({ remaining_quota: null }, { remaining_gift_quota: null }), lines([1, 100, 3000]), NOW)
        .gifts[0].quantity,
    ).toBe(100);
  });

  it('reads freebies[0] when freebie is not set; without any gift it gives nothing', () => {
    const fromList = activity('RuleFixedPv', { per_buy_pv: 3000, freebies: [gift(7)] });
    expect(activityOutcome(fromList, lines([1, 1, 3000]), NOW).gifts[0].product_id).toBe(7);
    expect(activityOutcome(activity('RuleFixedPv', { per_buy_pv: 3000 }), lines([1, 1, 3000]), NOW)).toMatchObject({
      times: 1,
      gifts: [],
      warnings: [],
    });
  });

  it('an ended activity gives nothing and warns ended', () => {
    expect(activityOutcome(fixed(), lines([1, 1, 3000]), '2026-07-01 00:00:00')).toMatchObject({
      times: 0,
      gifts: [],
      warnings: ['ended'],
    });
  });

  it('limit products do not count towards the threshold', () => {
    expect(activityOutcome(fixed({ limits: [2] }), lines([1, 1, 2000], [2, 1, 2000]), NOW).times).toBe(0);
  });
});

describe('RuleRangePv: the band holding the PV, nothing between bands', () => {
  const bands = () => [
    gift(1, { pv_start: 2000, pv_end: 4999 }),
    gift(2, { pv_start: 5000, pv_end: 9999, gift_quantity: 2 }),
    gift(3, { pv_start: 12000, pv_end: null, gift_quantity: 3 }),
  ];
  const range = (rule = {}) => activity('RuleRangePv', { freebies_range: bands(), ...rule });

  it.each([
    ['one below the first band', 1999, undefined],
    ['exactly at a band’s start', 2000, 1],
    ['exactly at a band’s end', 4999, 1],
    ['the next band’s start', 5000, 2],
    ['between two bands', 10000, undefined],
    ['an open-ended band', 50000, 3],
    ['no PV', 0, undefined],
  ])('%s', (_label, pv, productId) => {
    expect(rangeBand(range(), lines([1, 1, pv]))?.product_id).toBe(productId);
  });

  it('gives the band’s gift_quantity once, bounded by quotas', () => {
    expect(activityOutcome(range(), lines([1, 1, 6000]), NOW)).toMatchObject({
      times: 1,
      wanted: 2,
      gifts: [expect.objectContaining({ product_id: 2, quantity: 2 })],
      warnings: [],
    });
    expect(activityOutcome(range({ remaining_quota: 1 }), lines([1, 1, 6000]), NOW)).toMatchObject({
      gifts: [expect.objectContaining({ quantity: 1 })],
      warnings: ['partial'],
    });
    expect(activityOutcome(range(), lines([1, 1, 1000]), NOW)).toMatchObject({ times: 0, gifts: [], warnings: [] });
  });
});

describe('RuleProduct', () => {
  const options = () => [gift(5, { remaining_gift_quota: 1 }), gift(6)];
  const choice = (rule = {}) =>
    activity('RuleProduct', { per_buy_quantity: 2, conditions: [1, 2], freebies: options(), ...rule });

  it('every per_buy_quantity of condition products earns per_freebie_quantity units of one chosen gift', () => {
    const outcome = activityOutcome(
      choice({ per_freebie_quantity: 2 }),
      lines([1, 3, 10], [2, 1, 10], [3, 9, 10]),
      NOW,
    );
    expect(outcome).toMatchObject({ times: 2, wanted: 4, choice: { units: 4 }, gifts: [], warnings: [] });
    expect(chosenUnits(outcome, 6)).toBe(4);
    expect(chosenUnits(outcome, 5)).toBe(1);
    expect(chosenUnits(outcome, 9)).toBe(0);
    expect(chosenGift(outcome, 6)).toMatchObject({ product_id: 6, quantity: 4 });
    expect(chosenGift(outcome, 9)).toBeNull();
  });

  it('one condition product short earns no choice', () => {
    expect(activityOutcome(choice(), lines([1, 1, 10], [3, 5, 10]), NOW)).toMatchObject({
      times: 0,
      choice: null,
      warnings: [],
    });
  });

  it('the activity’s quota bounds the units; no option left means no choice and soldOut', () => {
    expect(activityOutcome(choice({ remaining_quota: 1 }), lines([1, 4, 10]), NOW)).toMatchObject({
      wanted: 2,
      choice: { units: 1 },
      warnings: ['partial'],
    });
    const none = choice({ freebies: [gift(5, { remaining_gift_quota: 0 }), gift(6, { remaining_gift_quota: 0 })] });
    expect(activityOutcome(none, lines([1, 2, 10]), NOW)).toMatchObject({ choice: null, warnings: ['soldOut'] });
  });

  it('past the per-order maximum warns perOrderMax', () => {
    expect(activityOutcome(choice({ max_iterative: 1 }), lines([1, 4, 10]), NOW)).toMatchObject({
      times: 1,
      warnings: ['perOrderMax'],
    });
  });
});

describe('RuleRaffle: a draw per per_buy_pv, at most max_iterative', () => {
  const raffle = (rule = {}) =>
    activity('RuleRaffle', {
      per_buy_pv: 5000,
      max_iterative: 5,
      raffle_list: [gift(1, { probability: '100.00' })],
      ...rule,
    });

  it.each([
    ['one below: no draw', 4999, {}, 0, []],
    ['exactly at the threshold: one draw', 5000, {}, 1, []],
    ['10,000 PV: two draws', 10000, {}, 2, []],
    ['past five draws: five and perOrderMax', 30000, {}, 5, ['perOrderMax']],
    ['the remaining draws run out part-way', 15000, { remaining_quota: 2 }, 2, ['drawsShort']],
    ['no draw left', 5000, { remaining_quota: 0 }, 0, ['drawsShort']],
    ['not accumulated: one', 15000, { is_accumulated: 0 }, 1, []],
  ])('%s', (_label, pv, rule, draws, warnings) => {
    expect(activityOutcome(raffle(rule), lines([1, 1, pv]), NOW)).toMatchObject({ draws, warnings });
  });
});

describe('activityOutcomes', () => {
  it('keeps the activities that give, offer, draw or warn, in the activities’ order', () => {
    const giving = activity('RuleFixedPv', { per_buy_pv: 100, freebie: gift(1) }, { id: 3 });
    const silent = activity('RuleFixedPv', { per_buy_pv: 100000, freebie: gift(2) }, { id: 4 });
    const ended = activity('RuleRaffle', { per_buy_pv: 100 }, { id: 5, status: 0 });
    expect(
      activityOutcomes([giving, silent, ended], lines([1, 1, 500]), NOW).map((outcome) => outcome.activity_id),
    ).toEqual([3, 5]);
  });
});
