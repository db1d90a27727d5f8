import {
  activityOutcomes,
  judgeSubmission,
  orderGifts,
  pendingChoices,
  reconcileChoices,
  submittedActivities,
  type ActivityLike,
  type GiftLike,
} from '@/lib/domain/activities';
import { activity, gift, lines, NOW } from './activities-fixture';

const FIXED = 1;
const CHOICE = 2;
const RAFFLE = 3;
const RANGE = 4;

/** One activity of each rule: 1,000 PV of product 1 per fixed gift (product 9), 2 of product 1 per choice (7 or 8), 1,000 PV per draw, a band of 2,000+. */
function activities(
  changes: { fixed?: object; choice?: object; raffle?: object; range?: object; gifts?: Partial<GiftLike> } = {},
): ActivityLike[] {
  return [
    activity(
      'RuleFixedPv',
      { per_buy_pv: 1000, conditions: [1], freebie: gift(9, changes.gifts), remaining_quota: 10, ...changes.fixed },
      { id: FIXED },
    ),
    activity(
      'RuleProduct',
      {
        per_buy_quantity: 2,
        conditions: [1],
        freebies: [gift(7, changes.gifts), gift(8)],
        remaining_quota: 10,
        ...changes.choice,
      },
      { id: CHOICE },
    ),
    activity(
      'RuleRaffle',
      {
        per_buy_pv: 1000,
        max_iterative: 5,
        conditions: [1],
        raffle_list: [gift(6)],
        remaining_quota: 10,
        ...changes.raffle,
      },
      { id: RAFFLE },
    ),
    activity(
      'RuleRangePv',
      { conditions: [1], freebies_range: [gift(5, { pv_start: 2000, pv_end: null })], ...changes.range },
      { id: RANGE },
    ),
  ];
}

const ORDER = lines([1, 2, 1000]);
const item = (product_id: number, quantity: number) => ({ product_id, product_number: `0300${product_id}`, quantity });
/** What the page sends for ORDER with a choice of product 7. */
const honest = () => [
  { activity_id: FIXED, items: [item(9, 2)], draws: 0 },
  { activity_id: CHOICE, items: [item(7, 1)], draws: 0 },
  { activity_id: RAFFLE, items: [], draws: 2 },
  { activity_id: RANGE, items: [item(5, 1)], draws: 0 },
];
const judge = (submitted = honest(), options: { list?: ActivityLike[]; agreed?: number[]; now?: string } = {}) =>
  judgeSubmission({
    activities: options.list ?? activities(),
    lines: ORDER,
    submitted,
    agreed: options.agreed ?? [],
    now: options.now ?? NOW,
  });
const refusal = (code: number, activity_id: number) => ({ ok: false, refusal: { code, activity_id } });
const replace = (id: number, entry: object) =>
  honest().map((one) => (one.activity_id === id ? { ...one, ...entry } : one));

describe('judgeSubmission: the agreed path', () => {
  it('grants what the page showed, in the activities’ order', () => {
    const verdict = judge();
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(
      verdict.grants.map((grant) => [
        grant.activity_id,
        grant.gifts.map((given) => [given.product_id, given.quantity]),
        grant.draws,
      ]),
    ).toEqual([
      [FIXED, [[9, 2]], 0],
      [CHOICE, [[7, 1]], 0],
      [RAFFLE, [], 2],
      [RANGE, [[5, 1]], 0],
    ]);
  });

  it('is what the page builds with the same module (submittedActivities)', () => {
    const outcomes = activityOutcomes(activities(), ORDER, NOW);
    const built = submittedActivities(outcomes, { [CHOICE]: { product_id: 7, times: 1 } });
    expect(built).toEqual(honest());
    expect(judge(built).ok).toBe(true);
  });

  it('gives the server’s count for a fixed, band or raffle activity the page left out or under-asked', () => {
    const verdict = judge([
      { activity_id: CHOICE, items: [item(7, 1)], draws: 0 },
      { activity_id: RAFFLE, items: [], draws: 1 },
    ]);
    expect(verdict.ok && verdict.grants.map((grant) => grant.activity_id)).toEqual([FIXED, CHOICE, RAFFLE, RANGE]);
    expect(verdict.ok && verdict.grants.find((grant) => grant.activity_id === RAFFLE)?.draws).toBe(2);
  });

  it('leaves out ended activities the page did not name, and activities that earn nothing', () => {
    const list = activities({ range: { freebies_range: [gift(5, { pv_start: 50000, pv_end: null })] } }).map((one) =>
      one.id === FIXED ? { ...one, status: 0 } : one,
    );
    const verdict = judge(
      honest().filter((one) => one.activity_id !== FIXED && one.activity_id !== RANGE),
      { list },
    );
    expect(verdict.ok && verdict.grants.map((grant) => grant.activity_id)).toEqual([CHOICE, RAFFLE]);
  });
});

describe('judgeSubmission: 4012, the payload breaks the rules', () => {
  it.each([
    [
      'an activity the member cannot see (not in the list)',
      [...honest(), { activity_id: 99, items: [], draws: 0 }],
      99,
    ],
    ['the same activity twice', [...honest(), { activity_id: RANGE, items: [], draws: 0 }], RANGE],
    ['another product as the fixed gift', replace(FIXED, { items: [item(8, 2)] }), FIXED],
    [
      'the fixed gift under another product number',
      replace(FIXED, { items: [{ product_id: 9, product_number: '99999', quantity: 2 }] }),
      FIXED,
    ],
    ['more than the rule earns', replace(FIXED, { items: [item(9, 3)] }), FIXED],
    ['a gift of quantity 0', replace(FIXED, { items: [item(9, 0)] }), FIXED],
    ['draws from a fixed activity', replace(FIXED, { draws: 1 }), FIXED],
    ['another band’s gift', replace(RANGE, { items: [item(9, 1)] }), RANGE],
    ['a missing choice', replace(CHOICE, { items: [] }), CHOICE],
    ['a choice left out altogether', honest().filter((one) => one.activity_id !== CHOICE), CHOICE],
    ['a second choice', replace(CHOICE, { items: [item(7, 1), item(8, 1)] }), CHOICE],
    ['a choice that is no option', replace(CHOICE, { items: [item(9, 1)] }), CHOICE],
    ['a choice of more than earned', replace(CHOICE, { items: [item(7, 2)] }), CHOICE],
    ['draws with a choice', replace(CHOICE, { draws: 1 }), CHOICE],
    ['more draws than earned', replace(RAFFLE, { draws: 3 }), RAFFLE],
    ['gift items on a raffle', replace(RAFFLE, { items: [item(6, 1)] }), RAFFLE],
  ])('%s', (_label, submitted, id) => {
    expect(judge(submitted)).toEqual(refusal(4012, id));
  });

  it('a choice when the order does not earn one', () => {
    const order = lines([1, 1, 1000]);
    const verdict = judgeSubmission({
      activities: activities(),
      lines: order,
      submitted: [{ activity_id: CHOICE, items: [item(7, 1)], draws: 0 }],
      agreed: [],
      now: NOW,
    });
    expect(verdict).toEqual(refusal(4012, CHOICE));
  });
});

describe('judgeSubmission: 4011, a named activity that no longer runs', () => {
  it.each([
    ['ended', { ended_at: '2026-06-15 12:00:00' }],
    ['switched off', { status: 0 }],
  ])('%s', (_label, fields) => {
    const list = activities().map((one) => (one.id === RANGE ? { ...one, ...fields } : one));
    expect(judge(honest(), { list })).toEqual(refusal(4011, RANGE));
  });
});

describe('judgeSubmission: 4010 / 4013, quotas ran out since the page read them', () => {
  it('4010 when the activity’s quota binds; agreed, what is left is granted', () => {
    const list = activities({ fixed: { remaining_quota: 1 } });
    expect(judge(honest(), { list })).toEqual(refusal(4010, FIXED));
    const verdict = judge(honest(), { list, agreed: [FIXED] });
    expect(verdict.ok && verdict.grants.find((grant) => grant.activity_id === FIXED)?.gifts[0].quantity).toBe(1);
  });

  it('4013 when the gift’s own quota binds; agreed with nothing left, the activity gives nothing', () => {
    const list = activities({ gifts: { remaining_gift_quota: 0 } });
    expect(judge(honest(), { list })).toEqual(refusal(4013, FIXED));
    const verdict = judge(
      honest().filter((one) => one.activity_id !== CHOICE),
      { list: list.filter((one) => one.id !== CHOICE), agreed: [FIXED] },
    );
    expect(verdict.ok && verdict.grants.map((grant) => grant.activity_id)).toEqual([RAFFLE, RANGE]);
  });

  it('a raffle short of draws: 4010, agreed the draws left', () => {
    const list = activities({ raffle: { remaining_quota: 1 } });
    expect(judge(honest(), { list })).toEqual(refusal(4010, RAFFLE));
    const verdict = judge(honest(), { list, agreed: [RAFFLE] });
    expect(verdict.ok && verdict.grants.find((grant) => grant.activity_id === RAFFLE)?.draws).toBe(1);
  });

  it('a product gift that ran out is refused even when agreed (the member chooses again): 4013 for its gift, 4010 for its activity', () => {
    const giftGone = activities({ gifts: { remaining_gift_quota: 0 }, fixed: { freebie: gift(9) } });
    expect(judge(honest(), { list: giftGone, agreed: [CHOICE] })).toEqual(refusal(4013, CHOICE));
    const activityGone = activities({ choice: { remaining_quota: 0 } });
    expect(judge(honest(), { list: activityGone, agreed: [CHOICE] })).toEqual(refusal(4010, CHOICE));
  });

  it('a product gift with nothing left to choose and no item asked is not refused', () => {
    const list = activities({ choice: { remaining_quota: 0 } });
    const verdict = judge(replace(CHOICE, { items: [] }), { list });
    expect(verdict.ok && verdict.grants.map((grant) => grant.activity_id)).toEqual([FIXED, RAFFLE, RANGE]);
  });
});

describe('the member’s choices on step 1', () => {
  const outcomesFor = (quantity: number) => activityOutcomes(activities(), lines([1, quantity, 1000]), NOW);

  it('a choice follows a growing count and resets when the count drops or the activity is gone', () => {
    const choices = { [CHOICE]: { product_id: 7, times: 2 } };
    expect(reconcileChoices(choices, outcomesFor(6))).toEqual({ [CHOICE]: { product_id: 7, times: 3 } });
    expect(reconcileChoices(choices, outcomesFor(4))).toEqual(choices);
    expect(reconcileChoices(choices, outcomesFor(3))).toEqual({});
    expect(reconcileChoices(choices, [])).toEqual({});
  });

  it('pendingChoices names the product-gift activities without a valid choice', () => {
    const outcomes = outcomesFor(2);
    expect(pendingChoices(outcomes, {}).map((outcome) => outcome.activity_id)).toEqual([CHOICE]);
    expect(
      pendingChoices(outcomes, { [CHOICE]: { product_id: 9, times: 1 } }).map((outcome) => outcome.activity_id),
    ).toEqual([CHOICE]);
    expect(pendingChoices(outcomes, { [CHOICE]: { product_id: 8, times: 1 } })).toEqual([]);
  });

  it('orderGifts lists the fixed and band gifts and the chosen one, with their activity', () => {
    const gifts = orderGifts(outcomesFor(2), { [CHOICE]: { product_id: 8, times: 1 } });
    expect(gifts.map((one) => [one.activity_id, one.product_id, one.quantity])).toEqual([
      [FIXED, 9, 2],
      [CHOICE, 8, 1],
      [RANGE, 5, 1],
    ]);
  });
});
