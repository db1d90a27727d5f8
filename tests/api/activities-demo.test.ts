import { and, eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { activities, activityItems, products } from '@/backend/db/schema';
import { ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import { pageActivities } from '../support/activities';
import { call, withFreshDatabase } from '../support/api';
import { addToCart, orderPayload, productWith, shopper, stockOf, submitOrder } from '../support/orders';
import { productByNumber } from '../support/products';

withFreshDatabase();

/** The demo data's activities (backend/seed/activities.ts) earned by plain orders, as the page builds them. */

type Item = {
  product_number: string;
  product_quantity: number;
  gift_quantity: number;
  price: number;
  pv: number;
  activity_id: number | null;
  activity_item_id: number | null;
};

const demoActivity = async (type: 'RuleFixedPv' | 'RuleRangePv' | 'RuleProduct' | 'RuleRaffle') => {
  const db = await getDb();
  const [activity] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.ruleable_type, type), eq(activities.is_testing, 0)));
  const items = await db.select().from(activityItems).where(eq(activityItems.activity_id, activity.id));
  return { activity, items };
};

async function giftLines(token: string, orderId: number) {
  const detail = await call('GET', `orders/${orderId}`, { token });
  return (detail.json.data.order_items as Item[]).filter((item) => item.activity_id !== null);
}

describe('the demo activities, ordered as the page sends them', () => {
  it('an order of 3,840 PV earns the fixed gift (3,000 PV) and its PV band’s gift, at price 0 and PV 0, and spends their quotas and stock', async () => {
    const fixed = await demoActivity('RuleFixedPv');
    const range = await demoActivity('RuleRangePv');
    const band = range.items.find((item) => item.pv_start === 2000)!;
    const [fixedGift, bandGift] = [await productByNumber('03001'), await productByNumber('03002')];
    const stockBefore = [await stockOf(fixedGift.id), await stockOf(bandGift.id)];
    const { token } = await shopper();
    const line = await addToCart(token, await productWith(), 4);
    const sent = await pageActivities(token, [line]);
    expect(sent.map((entry) => entry.activity_id).sort()).toEqual([fixed.activity.id, range.activity.id].sort());

    const response = await submitOrder(token, await orderPayload([line], { activities: sent }));
    expect(response.status).toBe(201);
    const gifts = await giftLines(token, response.json.data.id);
    expect(
      gifts.map((item) => [
        item.activity_id,
        item.activity_item_id,
        item.product_number,
        item.product_quantity,
        item.gift_quantity,
        item.price,
        item.pv,
      ]),
    ).toEqual([
      [fixed.activity.id, fixed.items[0].id, '03001', 1, 1, 0, 0],
      [range.activity.id, band.id, '03002', 1, 1, 0, 0],
    ]);
    expect((await demoActivity('RuleFixedPv')).activity.remaining_quota).toBe(fixed.activity.remaining_quota! - 1);
    expect((await demoActivity('RuleFixedPv')).items[0].remaining_gift_quota).toBe(
      fixed.items[0].remaining_gift_quota! - 1,
    );
    expect((await demoActivity('RuleRangePv')).activity.remaining_quota).toBe(range.activity.remaining_quota! - 1);
    expect([await stockOf(fixedGift.id), await stockOf(bandGift.id)]).toEqual([stockBefore[0] - 1, stockBefore[1] - 1]);
  });

  it('two condition products earn a gift of the member’s choice; without the choice the order is refused 4012', async () => {
    const choice = await demoActivity('RuleProduct');
    const chosen = await productByNumber('03005');
    const { token } = await shopper();
    const line = await addToCart(token, await productByNumber('02001'), 2);

    const without = await submitOrder(
      token,
      await orderPayload([line], { activities: await pageActivities(token, [line]) }),
    );
    expect(without.status).toBe(422);
    expect(without.json).toMatchObject({
      status_from_backend: 4012,
      error_activity_id: choice.activity.id,
      message: ORDER_SUBMIT_ERRORS[4012].message,
    });

    const sent = await pageActivities(token, [line], { [choice.activity.id]: { product_id: chosen.id, times: 1 } });
    const response = await submitOrder(token, await orderPayload([line], { activities: sent }));
    expect(response.status).toBe(201);
    const gifts = await giftLines(token, response.json.data.id);
    expect(
      gifts
        .filter((item) => item.activity_id === choice.activity.id)
        .map((item) => [item.product_number, item.product_quantity]),
    ).toEqual([['03005', 1]]);
  });

  it('10,560 PV earns two red-packet draws (5,000 PV each), the fixed gift three times (its maximum) and the top band’s two gifts', async () => {
    const raffle = await demoActivity('RuleRaffle');
    const { token } = await shopper();
    const line = await addToCart(token, await productWith(), 11);
    const sent = await pageActivities(token, [line]);
    expect(sent.find((entry) => entry.activity_id === raffle.activity.id)).toEqual({
      activity_id: raffle.activity.id,
      items: [],
      draws: 2,
    });

    const response = await submitOrder(token, await orderPayload([line], { activities: sent }));
    expect(response.status).toBe(201);
    const draws = await call('GET', `activities_five/${response.json.data.id}`, { token });
    expect(draws.status).toBe(200);
    expect(draws.json.data).toHaveLength(2);
    expect(draws.json.data[0]).toMatchObject({
      order_id: response.json.data.id,
      activity_id: raffle.activity.id,
      activity_title: raffle.activity.title,
      opened_at: null,
      product: null,
    });
    expect((await demoActivity('RuleRaffle')).activity.remaining_quota).toBe(raffle.activity.remaining_quota! - 2);
    const gifts = await giftLines(token, response.json.data.id);
    expect(gifts.map((item) => [item.product_number, item.product_quantity])).toEqual([
      ['03001', 3],
      ['03004', 2],
    ]);
  });

  it('the is_testing activity is seen and given to a tester only; a member who is not a tester naming it is refused 4012', async () => {
    const [testing] = await (await getDb()).select().from(activities).where(eq(activities.is_testing, 1));
    const tester = await shopper({ is_tester: 1 });
    const testerLine = await addToCart(tester.token, await productWith(), 2);
    const sent = await pageActivities(tester.token, [testerLine]);
    expect(sent).toContainEqual({
      activity_id: testing.id,
      items: [expect.objectContaining({ product_number: '03004', quantity: 1 })],
      draws: 0,
    });
    const ordered = await submitOrder(tester.token, await orderPayload([testerLine], { activities: sent }));
    expect(ordered.status).toBe(201);
    expect((await giftLines(tester.token, ordered.json.data.id)).map((item) => item.activity_id)).toEqual([testing.id]);

    const plain = await shopper();
    const line = await addToCart(plain.token, await productWith(), 2);
    expect(await pageActivities(plain.token, [line])).toEqual([]);
    const gift = await (await getDb()).select().from(products).where(eq(products.product_number, '03004'));
    const tampered = await submitOrder(
      plain.token,
      await orderPayload([line], {
        activities: [
          {
            activity_id: testing.id,
            items: [{ product_id: gift[0].id, product_number: '03004', quantity: 1 }],
            draws: 0,
          },
        ],
      }),
    );
    expect(tampered.status).toBe(422);
    expect(tampered.json).toMatchObject({ status_from_backend: 4012, error_activity_id: testing.id });
  });
});
