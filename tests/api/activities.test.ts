import { inArray } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { activities, activityItems, categories, products } from '@/backend/db/schema';
import { ACTIVITY_PRODUCT_NUMBERS, seedActivities } from '@/backend/seed/activities';
import { taipeiDateTime } from '@/lib/domain/clock';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';

withFreshDatabase();

type Summary = {
  id: number;
  product_number: string;
  name: string;
  member_price: number;
  pv: number;
  images: unknown[];
};
type Gift = Summary & {
  product_id: number;
  activity_item_id: number;
  gift_quantity: number;
  pv_start: number | null;
  pv_end: number | null;
  probability: string;
};
type Activity = {
  id: number;
  title: string;
  is_testing: number;
  started_at: string;
  ended_at: string;
  ruleable_type: string;
  ruleable: {
    id: number;
    per_buy_pv: number | null;
    per_buy_quantity: number | null;
    activity_products: Summary[];
    freebie: Gift | null;
    freebies: Gift[];
    freebies_range: Gift[];
    raffle_list: Gift[];
  };
  activity_items: { id: number; product_id: number; products: Summary }[];
};

const allNumbers = [...ACTIVITY_PRODUCT_NUMBERS.conditions, ...ACTIVITY_PRODUCT_NUMBERS.gifts];

/**
 * The activity seed needs the catalogue seed's products. While the catalogue seed holds none, the
 * products the activities name are made here and the activity seeder is run on them.
 */
beforeAll(async () => {
  const db = await getDb();
  if ((await db.select().from(activities)).length > 0) return;
  const [category] = await db.insert(categories).values({ name: '測試分類' }).returning();
  const present = await db.select().from(products).where(inArray(products.product_number, allNumbers));
  const missing = allNumbers.filter((number) => !present.some((product) => product.product_number === number));
  if (missing.length) {
    await db.insert(products).values(
      missing.map((number, index) => ({
        category_id: category.id,
        product_number: number,
        name: `測試商品 ${number}`,
        price: 1000 + index,
        member_price: 800 + index,
        pv: 500 + index,
        quantity: 50,
      })),
    );
  }
  await seedActivities(db);
});

const running = async (token?: string) => (await call('GET', 'activities', { token })).json.data as Activity[];

describe('activities', () => {
  it('lists one running activity of each rule type, with its rule and gifts', async () => {
    const now = taipeiDateTime(new Date());
    const list = await running();
    expect(list.map((activity) => activity.ruleable_type).sort()).toEqual([
      'RuleFixedPv',
      'RuleProduct',
      'RuleRaffle',
      'RuleRangePv',
    ]);
    for (const activity of list) {
      expect(activity.started_at <= now && now < activity.ended_at).toBe(true);
      expect(activity.is_testing).toBe(0);
      expect(activity.ruleable.id).toBe(activity.id);
      expect(activity.activity_items.length).toBeGreaterThan(0);
      for (const item of activity.activity_items) {
        expect(item.products.id).toBe(item.product_id);
        expect(ACTIVITY_PRODUCT_NUMBERS.gifts).toContain(item.products.product_number);
      }
    }
  });

  it('shapes each rule type’s gift list from its activity items', async () => {
    const byType = Object.fromEntries((await running()).map((activity) => [activity.ruleable_type, activity]));
    const fixed = byType.RuleFixedPv;
    expect(fixed.ruleable.per_buy_pv).toBeGreaterThan(0);
    expect(fixed.ruleable.freebie?.product_id).toBe(fixed.activity_items[0].product_id);

    const range = byType.RuleRangePv.ruleable.freebies_range;
    expect(range.length).toBeGreaterThan(1);
    range.forEach((gift, index) => {
      expect(gift.pv_start).toBeLessThanOrEqual(gift.pv_end!);
      if (index > 0) expect(gift.pv_start!).toBeGreaterThan(range[index - 1].pv_end!);
    });

    const product = byType.RuleProduct;
    expect(product.ruleable.per_buy_quantity).toBeGreaterThan(0);
    expect(product.ruleable.activity_products.map((item) => item.product_number).sort()).toEqual(
      ACTIVITY_PRODUCT_NUMBERS.conditions,
    );
    expect(product.ruleable.freebies.map((gift) => gift.activity_item_id)).toEqual(
      product.activity_items.map((item) => item.id),
    );

    const raffle = byType.RuleRaffle.ruleable.raffle_list;
    expect(raffle.reduce((total, gift) => total + Number(gift.probability), 0)).toBe(100);
  });

  it('answers one activity by id, and 404 with a message for an unknown id', async () => {
    const [first] = await running();
    const { status, json } = await call('GET', `activities/${first.id}`);
    expect(status).toBe(200);
    expect(json.data).toEqual(first);
    const missing = await call('GET', 'activities/99999');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('查無此活動');
  });

  describe('testing activities', () => {
    let testingId: number;
    let endedId: number;

    beforeAll(async () => {
      const db = await getDb();
      const [gift] = await db
        .select()
        .from(products)
        .where(inArray(products.product_number, ACTIVITY_PRODUCT_NUMBERS.gifts))
        .limit(1);
      const base = { weights: 1, ruleable_type: 'RuleFixedPv' as const, per_buy_pv: 1000 };
      const [testing] = await db
        .insert(activities)
        .values({
          ...base,
          title: '【測試】內部測試活動',
          is_testing: 1,
          started_at: '2000-01-01 00:00:00',
          ended_at: '2999-12-31 23:59:59',
        })
        .returning();
      const [ended] = await db
        .insert(activities)
        .values({ ...base, title: '已結束的活動', started_at: '2000-01-01 00:00:00', ended_at: '2000-02-01 00:00:00' })
        .returning();
      await db
        .insert(activityItems)
        .values([testing, ended].map((activity) => ({ activity_id: activity.id, product_id: gift.id })));
      testingId = testing.id;
      endedId = ended.id;
    });

    it('hides them from visitors, from members who are not testers and from unknown tokens', async () => {
      const { token } = await createMemberWithToken({ is_tester: 0 });
      for (const caller of [undefined, token, 'x'.repeat(43)]) {
        const list = await call('GET', 'activities', { token: caller });
        expect(list.status).toBe(200);
        expect(list.json.data.map((activity: Activity) => activity.id)).not.toContain(testingId);
        expect((await call('GET', `activities/${testingId}`, { token: caller })).status).toBe(404);
      }
    });

    it('shows them to a tester', async () => {
      const { token } = await createMemberWithToken({ is_tester: 1 });
      const list = await running(token);
      expect(list.map((activity) => activity.id)).toContain(testingId);
      expect((await call('GET', `activities/${testingId}`, { token })).json.data).toMatchObject({
        id: testingId,
        is_testing: 1,
      });
    });

    it('leaves ended activities out of the list but answers them by id', async () => {
      expect((await running()).map((activity) => activity.id)).not.toContain(endedId);
      expect((await call('GET', `activities/${endedId}`)).json.data).toMatchObject({
        id: endedId,
        title: '已結束的活動',
      });
    });
  });
});
