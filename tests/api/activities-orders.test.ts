import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { orderItems } from '@/backend/db/schema';
import { ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import { signParams } from '@/backend/services/payment/ecpay-sandbox';
import {
  activityRow,
  itemRow,
  makeActivity,
  pageActivities,
  pauseOtherActivities,
  setActivity,
  setItem,
} from '../support/activities';
import { call, postForm, withFreshDatabase } from '../support/api';
import { addToCart, orderPayload, productWith, shopper, stockOf, submitOrder, type Line } from '../support/orders';
import { updateProduct } from '../support/products';

withFreshDatabase();

/** POST orders with activities of the tests' own (the demo activities are switched off): judgement, refusals, quotas. */

beforeAll(() => pauseOtherActivities());

type Product = Awaited<ReturnType<typeof productWith>>;

/** A RuleFixedPv activity: every 1,000 PV of the condition product earns one gift. */
async function fixedPv(
  options: { quota?: number | null; giftQuota?: number | null; accumulated?: 0 | 1; max?: number | null } = {},
) {
  const condition = await productWith({ pv: 1000 });
  const gift = await productWith({ pv: 10 });
  const { activity, items } = await makeActivity(
    {
      ruleable_type: 'RuleFixedPv',
      per_buy_pv: 1000,
      is_accumulated: options.accumulated ?? 1,
      max_iterative: options.max === undefined ? 5 : options.max,
      remaining_quota: options.quota === undefined ? 100 : options.quota,
    },
    {
      conditions: [condition],
      gifts: [{ product: gift, remaining_gift_quota: options.giftQuota === undefined ? 100 : options.giftQuota }],
    },
  );
  return { activity, item: items[0], condition, gift };
}

/** A RuleProduct activity: every 2 condition products let the member choose one of two gifts. */
async function productGift() {
  const condition = await productWith();
  const [a, b] = [await productWith(), await productWith()];
  const { activity, items } = await makeActivity(
    { ruleable_type: 'RuleProduct', per_buy_quantity: 2, is_accumulated: 1, remaining_quota: 100 },
    {
      conditions: [condition],
      gifts: [
        { product: a, remaining_gift_quota: 100 },
        { product: b, remaining_gift_quota: 100 },
      ],
    },
  );
  return { activity, items, condition, options: [a, b] };
}

const entry = (activityId: number, gifts: { product: Product; quantity: number }[], draws = 0) => ({
  activity_id: activityId,
  items: gifts.map(({ product, quantity }) => ({
    product_id: product.id,
    product_number: product.product_number,
    quantity,
  })),
  draws,
});

async function cartOf(product: Product, quantity: number) {
  const { member, token } = await shopper();
  return { member, token, line: await addToCart(token, product, quantity) };
}

const order = async (token: string, line: Line, overrides: Record<string, unknown>) =>
  submitOrder(token, await orderPayload([line], overrides));
const giftLinesOf = async (orderId: number) =>
  (await getDb()).select().from(orderItems).where(eq(orderItems.order_id, orderId));

describe('RuleFixedPv: the rule at its edges, and what the page may ask', () => {
  it('exactly at the threshold earns one gift; the page’s payload is given and spends the quotas', async () => {
    const { activity, item, condition, gift } = await fixedPv();
    const { token, line } = await cartOf(condition, 1);
    const sent = await pageActivities(token, [line]);
    expect(sent).toEqual([entry(activity.id, [{ product: gift, quantity: 1 }])]);
    const response = await order(token, line, { activities: sent });
    expect(response.status).toBe(201);
    const gifts = (await giftLinesOf(response.json.data.id)).filter((row) => row.activity_id === activity.id);
    expect(gifts.map((row) => [row.product_id, row.activity_item_id, row.product_quantity, row.price, row.pv])).toEqual(
      [[gift.id, item.id, 1, 0, 0]],
    );
    expect((await activityRow(activity.id)).remaining_quota).toBe(99);
    expect((await itemRow(item.id)).remaining_gift_quota).toBe(99);
    expect(await stockOf(gift.id)).toBe(99);
  });

  it('one PV below the threshold earns nothing, and asking for the gift anyway is 4012', async () => {
    const { activity, gift } = await fixedPv();
    const below = await productWith({ pv: 999 });
    await setActivity(activity.id, { per_buy_pv: 1000 });
    const { token, line } = await cartOf(below, 1);
    const linked = await makeActivity(
      { ruleable_type: 'RuleFixedPv', per_buy_pv: 1000, remaining_quota: 5 },
      { conditions: [below], gifts: [{ product: gift }] },
    );
    expect(await pageActivities(token, [line])).toEqual([]);
    const response = await order(token, line, {
      activities: [entry(linked.activity.id, [{ product: gift, quantity: 1 }])],
    });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      status_from_backend: 4012,
      error_activity_id: linked.activity.id,
      message: ORDER_SUBMIT_ERRORS[4012].message,
    });
  });

  it('gives the server’s count when the page leaves an earning activity out', async () => {
    const { activity, condition, gift } = await fixedPv();
    const { token, line } = await cartOf(condition, 2);
    const response = await order(token, line, { activities: [] });
    expect(response.status).toBe(201);
    const gifts = (await giftLinesOf(response.json.data.id)).filter((row) => row.activity_id === activity.id);
    expect(gifts.map((row) => [row.product_id, row.product_quantity])).toEqual([[gift.id, 2]]);
  });

  it.each([
    [
      'another product than the rule’s gift',
      (f: Fixture) => [entry(f.activity.id, [{ product: f.condition, quantity: 1 }])],
    ],
    ['more than the rule earns', (f: Fixture) => [entry(f.activity.id, [{ product: f.gift, quantity: 3 }])]],
    [
      'the same activity twice',
      (f: Fixture) => [
        entry(f.activity.id, [{ product: f.gift, quantity: 1 }]),
        entry(f.activity.id, [{ product: f.gift, quantity: 1 }]),
      ],
    ],
    ['an activity that does not exist', () => [entry(999_999, [])]],
    [
      'draws from an activity that is no raffle',
      (f: Fixture) => [entry(f.activity.id, [{ product: f.gift, quantity: 2 }], 1)],
    ],
  ])('refuses %s with 4012, and nothing is ordered or spent', async (_label, tamper) => {
    const fixture = await fixedPv();
    const { member, token, line } = await cartOf(fixture.condition, 2);
    const sent = tamper(fixture);
    const response = await order(token, line, { activities: sent });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      status_from_backend: 4012,
      error_activity_id: sent[sent.length - 1].activity_id,
    });
    expect((await activityRow(fixture.activity.id)).remaining_quota).toBe(100);
    expect(await stockOf(fixture.gift.id)).toBe(100);
    expect((await call('GET', 'orders', { token })).json.data).toEqual([]);
    expect(member.id).toBeGreaterThan(0);
  });

  it('without is_accumulated, multiples earn the gift once; with a maximum, no more than the maximum', async () => {
    const once = await fixedPv({ accumulated: 0 });
    const a = await cartOf(once.condition, 3);
    expect(await pageActivities(a.token, [a.line])).toEqual([
      entry(once.activity.id, [{ product: once.gift, quantity: 1 }]),
    ]);
    const capped = await fixedPv({ max: 2 });
    const b = await cartOf(capped.condition, 5);
    expect(await pageActivities(b.token, [b.line])).toEqual([
      entry(capped.activity.id, [{ product: capped.gift, quantity: 2 }]),
    ]);
    const response = await order(b.token, b.line, {
      activities: [entry(capped.activity.id, [{ product: capped.gift, quantity: 3 }])],
    });
    expect(response.json.status_from_backend).toBe(4012);
  });
});

type Fixture = Awaited<ReturnType<typeof fixedPv>>;

describe('gifts that ran out: 4010 (the activity’s quota), 4013 (the gift’s), and the member’s agreement', () => {
  it('4010 when the activity has less left than asked; agreed, the order goes through with what is left', async () => {
    const { activity, item, condition, gift } = await fixedPv({ quota: 1 });
    const { token, line } = await cartOf(condition, 3);
    const asked = [entry(activity.id, [{ product: gift, quantity: 3 }])];
    const refused = await order(token, line, { activities: asked });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      status_from_backend: 4010,
      error_activity_id: activity.id,
      message: ORDER_SUBMIT_ERRORS[4010].message,
    });
    expect((await activityRow(activity.id)).remaining_quota).toBe(1);

    const agreed = await order(token, line, {
      activities: asked,
      agree_freebie_none: 1,
      agree_freebie_none_ids: [activity.id],
    });
    expect(agreed.status).toBe(201);
    const gifts = (await giftLinesOf(agreed.json.data.id)).filter((row) => row.activity_id === activity.id);
    expect(gifts.map((row) => [row.product_id, row.product_quantity])).toEqual([[gift.id, 1]]);
    expect((await activityRow(activity.id)).remaining_quota).toBe(0);
    expect((await itemRow(item.id)).remaining_gift_quota).toBe(99);
  });

  it('4013 when the gift has less left than asked; agreed with none left, the order has no gift and no quota moves', async () => {
    const { activity, item, condition, gift } = await fixedPv({ giftQuota: 0 });
    const { token, line } = await cartOf(condition, 1);
    const asked = [entry(activity.id, [{ product: gift, quantity: 1 }])];
    const refused = await order(token, line, { activities: asked });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ status_from_backend: 4013, error_activity_id: activity.id });
    const agreed = await order(token, line, {
      activities: asked,
      agree_freebie_none: 1,
      agree_freebie_none_ids: [activity.id],
    });
    expect(agreed.status).toBe(201);
    expect((await giftLinesOf(agreed.json.data.id)).filter((row) => row.activity_id === activity.id)).toEqual([]);
    expect((await activityRow(activity.id)).remaining_quota).toBe(100);
    expect((await itemRow(item.id)).remaining_gift_quota).toBe(0);
  });

  it('4013 when the gift’s product is out of stock (a gift leaves the warehouse), and GET activities shows it as none left', async () => {
    const { activity, condition, gift } = await fixedPv();
    await updateProduct(gift.id, { quantity: 0 });
    const { token, line } = await cartOf(condition, 1);
    const shown = (await call('GET', 'activities', { token })).json.data.find(
      (row: { id: number }) => row.id === activity.id,
    );
    expect(shown.ruleable.freebie.remaining_gift_quota).toBe(0);
    const refused = await order(token, line, { activities: [entry(activity.id, [{ product: gift, quantity: 1 }])] });
    expect(refused.json).toMatchObject({ status_from_backend: 4013, error_activity_id: activity.id });
    expect(await stockOf(gift.id)).toBe(0);
  });

  it('a product gift that ran out is never agreed away: 4013 with or without agree_freebie_none_ids', async () => {
    const { activity, items, condition, options } = await productGift();
    await setItem(items[0].id, { remaining_gift_quota: 0 });
    const { token, line } = await cartOf(condition, 2);
    const asked = [entry(activity.id, [{ product: options[0], quantity: 1 }])];
    for (const agreement of [{}, { agree_freebie_none: 1, agree_freebie_none_ids: [activity.id] }]) {
      const refused = await order(token, line, { activities: asked, ...agreement });
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ status_from_backend: 4013, error_activity_id: activity.id });
    }
    expect(
      (await order(token, line, { activities: [entry(activity.id, [{ product: options[1], quantity: 1 }])] })).status,
    ).toBe(201);
  });

  it('an agreement for another activity does not cover this one', async () => {
    const { activity, condition, gift } = await fixedPv({ quota: 0 });
    const { token, line } = await cartOf(condition, 1);
    const refused = await order(token, line, {
      activities: [entry(activity.id, [{ product: gift, quantity: 1 }])],
      agree_freebie_none: 1,
      agree_freebie_none_ids: [activity.id + 1000],
    });
    expect(refused.json).toMatchObject({ status_from_backend: 4010, error_activity_id: activity.id });
  });
});

describe('RuleProduct: the member’s choice', () => {
  it.each([
    ['no choice', (f: ProductFixture) => [entry(f.activity.id, [])]],
    [
      'a second choice',
      (f: ProductFixture) => [
        entry(f.activity.id, [
          { product: f.options[0], quantity: 1 },
          { product: f.options[1], quantity: 1 },
        ]),
      ],
    ],
    [
      'a product that is not an option',
      (f: ProductFixture) => [entry(f.activity.id, [{ product: f.condition, quantity: 1 }])],
    ],
    ['more than earned', (f: ProductFixture) => [entry(f.activity.id, [{ product: f.options[0], quantity: 2 }])]],
    [
      'an option under another product number',
      (f: ProductFixture) => [
        {
          activity_id: f.activity.id,
          items: [{ product_id: f.options[0].id, product_number: f.options[1].product_number, quantity: 1 }],
          draws: 0,
        },
      ],
    ],
  ])('%s is 4012', async (_label, tamper) => {
    const fixture = await productGift();
    const { token, line } = await cartOf(fixture.condition, 2);
    const response = await order(token, line, { activities: tamper(fixture) });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ status_from_backend: 4012, error_activity_id: fixture.activity.id });
  });

  it('a valid choice gives the chosen gift for every 2 condition products', async () => {
    const { activity, items, condition, options } = await productGift();
    const { token, line } = await cartOf(condition, 4);
    const sent = await pageActivities(token, [line], { [activity.id]: { product_id: options[1].id, times: 2 } });
    expect(sent).toEqual([entry(activity.id, [{ product: options[1], quantity: 2 }])]);
    const response = await order(token, line, { activities: sent });
    expect(response.status).toBe(201);
    expect(
      (await giftLinesOf(response.json.data.id))
        .filter((row) => row.activity_id === activity.id)
        .map((row) => [row.activity_item_id, row.product_quantity]),
    ).toEqual([[items[1].id, 2]]);
  });
});

type ProductFixture = Awaited<ReturnType<typeof productGift>>;

describe('4011: the activity ended between reading and submitting', () => {
  it.each([
    ['its end passed', { ended_at: '2000-01-01 00:00:00' }],
    ['it was switched off', { status: 0 }],
  ])('%s', async (_label, change) => {
    const { activity, condition, gift } = await fixedPv();
    const { token, line } = await cartOf(condition, 1);
    const sent = await pageActivities(token, [line]);
    await setActivity(activity.id, change);
    const response = await order(token, line, { activities: sent });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      status_from_backend: 4011,
      error_activity_id: activity.id,
      message: ORDER_SUBMIT_ERRORS[4011].message,
    });
    expect(await stockOf(gift.id)).toBe(100);
  });
});

describe('quotas under concurrency', () => {
  it('an activity with 3 left and 6 orders at once: exactly 3 get the gift, the others are refused 4010, the quota ends at 0', async () => {
    const { activity, item, condition, gift } = await fixedPv({ quota: 3 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => cartOf(condition, 1)));
    const asked = [entry(activity.id, [{ product: gift, quantity: 1 }])];
    const payloads = await Promise.all(shoppers.map(({ line }) => orderPayload([line], { activities: asked })));
    const answers = await Promise.all(shoppers.map(({ token }, index) => submitOrder(token, payloads[index])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(
      answers.filter((answer) => answer.status === 409).every((answer) => answer.json.status_from_backend === 4010),
    ).toBe(true);
    expect((await activityRow(activity.id)).remaining_quota).toBe(0);
    expect((await itemRow(item.id)).remaining_gift_quota).toBe(97);
    expect(await stockOf(gift.id)).toBe(97);
  });

  it('agreed, all 6 orders go through and exactly 3 carry a gift; the quota never goes below 0', async () => {
    const { activity, condition, gift } = await fixedPv({ quota: 3 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => cartOf(condition, 1)));
    const overrides = {
      activities: [entry(activity.id, [{ product: gift, quantity: 1 }])],
      agree_freebie_none: 1,
      agree_freebie_none_ids: [activity.id],
    };
    const payloads = await Promise.all(shoppers.map(({ line }) => orderPayload([line], overrides)));
    const answers = await Promise.all(shoppers.map(({ token }, index) => submitOrder(token, payloads[index])));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const gifts = (await Promise.all(answers.map((answer) => giftLinesOf(answer.json.data.id))))
      .flat()
      .filter((row) => row.activity_id === activity.id);
    expect(gifts).toHaveLength(3);
    expect((await activityRow(activity.id)).remaining_quota).toBe(0);
  });
});

describe('cancelling gives the gifts back; three cancellations pause the activity (4014)', () => {
  it('a cancelled order returns its gift units to the activity, the gift and the stock', async () => {
    const { activity, item, condition, gift } = await fixedPv();
    const { token, line } = await cartOf(condition, 2);
    const placed = await order(token, line, { activities: await pageActivities(token, [line]) });
    expect((await activityRow(activity.id)).remaining_quota).toBe(98);
    const cancelled = await call('PUT', `orders/${placed.json.data.id}`, { token, body: { order_status: 9 } });
    expect(cancelled.status).toBe(200);
    expect((await activityRow(activity.id)).remaining_quota).toBe(100);
    expect((await itemRow(item.id)).remaining_gift_quota).toBe(100);
    expect(await stockOf(gift.id)).toBe(100);
    // Cancelling again changes nothing.
    await call('PUT', `orders/${placed.json.data.id}`, { token, body: { order_status: 9 } });
    expect((await activityRow(activity.id)).remaining_quota).toBe(100);
  });

  it('a card order whose payment failed (11) gives its gift back too', async () => {
    const { activity, item, condition, gift } = await fixedPv();
    const { token, line } = await cartOf(condition, 1);
    const placed = await order(token, line, {
      payment: 2,
      installment: 0,
      activities: await pageActivities(token, [line]),
    });
    expect(placed.json.data.order_status).toBe(2);
    expect((await activityRow(activity.id)).remaining_quota).toBe(99);
    const detail = (await call('GET', `orders/${placed.json.data.id}`, { token })).json.data;
    const failed = signParams({
      MerchantID: '3002607',
      MerchantTradeNo: detail.order_number,
      RtnCode: '10200095',
      RtnMsg: '交易失敗',
      TradeNo: '2412011234567890',
      TradeAmt: String(detail.total_price),
      PaymentDate: '2026/11/23 10:00:00',
      PaymentType: 'Credit_CreditCard',
    });
    expect((await postForm('/api/web/payments/notify', failed)).text).toBe('1|OK');
    expect((await activityRow(activity.id)).remaining_quota).toBe(100);
    expect((await itemRow(item.id)).remaining_gift_quota).toBe(100);
    expect(await stockOf(gift.id)).toBe(100);
  });

  it('after three cancelled orders that received its gift (two still let it order), an order earning from the activity is 4014; one that does not earn from it goes through', async () => {
    const { activity, condition, gift } = await fixedPv();
    const { token } = await shopper();
    const placeAndCancel = async () => {
      const line = await addToCart(token, condition, 1);
      const placed = await order(token, line, { activities: [entry(activity.id, [{ product: gift, quantity: 1 }])] });
      expect(placed.status).toBe(201);
      expect((await call('PUT', `orders/${placed.json.data.id}`, { token, body: { order_status: 9 } })).status).toBe(
        200,
      );
    };
    await placeAndCancel();
    await placeAndCancel();
    await placeAndCancel();
    const line = await addToCart(token, condition, 1);
    const paused = await order(token, line, { activities: [entry(activity.id, [{ product: gift, quantity: 1 }])] });
    expect(paused.status).toBe(403);
    expect(paused.json).toMatchObject({
      status_from_backend: 4014,
      error_activity_id: activity.id,
      message: ORDER_SUBMIT_ERRORS[4014].message,
    });

    const other = await addToCart(token, await productWith(), 1);
    expect((await order(token, other, { activities: [] })).status).toBe(201);
  });
});
