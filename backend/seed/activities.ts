import { inArray } from 'drizzle-orm';
import type { Db } from '../db/types';
import { activities, activityItems, activityProducts, products } from '../db/schema';
import { seedCalendar } from './dates';

type Activity = typeof activities.$inferInsert;
type Gift = {
  number: string;
  gift_quantity?: number;
  gift_quota?: number;
  remaining_gift_quota?: number;
  pv_start?: number;
  pv_end?: number;
  probability?: string;
};
type Plan = {
  activity: Omit<Activity, 'started_at' | 'ended_at'>;
  conditions?: string[];
  limits?: string[];
  gifts: Gift[];
};

/** Product numbers the activities refer to (ordinary goods of the catalogue seed, never lucky items). */
export const ACTIVITY_PRODUCT_NUMBERS = {
  conditions: ['02001', '02002', '02003'],
  gifts: ['03001', '03002', '03003', '03004', '03005'],
};

const ALERTS = {
  over_limit_alert: '您的訂單已達本活動單筆贈送（抽獎）上限，建議您分開訂購。',
  sold_out_alert: '很抱歉，本活動贈品已全數送完，感謝您的支持。',
  sold_out_news: '本活動贈品已全數送完',
};

const [c1, c2, c3] = ACTIVITY_PRODUCT_NUMBERS.conditions;
const [g1, g2, g3, g4, g5] = ACTIVITY_PRODUCT_NUMBERS.gifts;

/**
 * One running activity of each rule type (spec-coverage “Activities”), and one is_testing activity only a tester
 * (B223456782) sees (spec-coverage “Activities”). A plain order over 3,000 PV earns the fixed gift (and its PV
 * band's), two condition products a choice, and 10,000 PV two draws.
 */
const PLANS: Plan[] = [
  {
    activity: {
      title: '滿額贈：每滿 3,000 PV 送好禮',
      weights: 40,
      description: '<p>活動期間單筆訂單每滿 3,000 PV 贈送好禮一份，每筆訂單最多 3 份，送完為止。</p>',
      running_news: '滿額贈活動進行中：每滿 3,000 PV 送好禮',
      ruleable_type: 'RuleFixedPv',
      per_buy_pv: 3000,
      per_freebie_quantity: 1,
      max_iterative: 3,
      total_quota: 500,
      remaining_quota: 486,
      is_accumulated: 1,
      ...ALERTS,
    },
    gifts: [{ number: g1, gift_quantity: 1, gift_quota: 500, remaining_gift_quota: 486 }],
  },
  {
    activity: {
      title: 'PV 區間好禮：購物越多送越好',
      weights: 30,
      description: '<p>單筆訂單 PV 落在 2,000–4,999、5,000–9,999、10,000 以上，分別贈送不同好禮。</p>',
      running_news: 'PV 區間好禮活動進行中',
      ruleable_type: 'RuleRangePv',
      total_quota: 300,
      remaining_quota: 300,
      ...ALERTS,
    },
    gifts: [
      { number: g2, pv_start: 2000, pv_end: 4999, gift_quantity: 1, gift_quota: 150, remaining_gift_quota: 150 },
      { number: g3, pv_start: 5000, pv_end: 9999, gift_quantity: 1, gift_quota: 100, remaining_gift_quota: 100 },
      { number: g4, pv_start: 10000, pv_end: 999999, gift_quantity: 2, gift_quota: 50, remaining_gift_quota: 50 },
    ],
  },
  {
    activity: {
      title: '指定商品買二送一，贈品任您選',
      weights: 20,
      description: '<p>購買指定商品任兩件，即可自選贈品一份；贈品請於購物車頁面選擇。</p>',
      running_news: '指定商品買二送一，贈品任選',
      ruleable_type: 'RuleProduct',
      per_buy_quantity: 2,
      per_freebie_quantity: 1,
      total_quota: 200,
      remaining_quota: 200,
      ...ALERTS,
    },
    conditions: [c1, c2, c3],
    gifts: [
      { number: g1, gift_quantity: 1, gift_quota: 100, remaining_gift_quota: 100 },
      { number: g5, gift_quantity: 1, gift_quota: 100, remaining_gift_quota: 100 },
    ],
  },
  {
    activity: {
      title: '紅包抽獎：滿 5,000 PV 抽好禮',
      weights: 10,
      description: '<p>單筆訂單每滿 5,000 PV 可抽紅包一次，每筆訂單最多 5 次，於訂單完成頁開啟紅包即可得知贈品。</p>',
      running_news: '紅包抽獎進行中：滿 5,000 PV 抽好禮',
      ruleable_type: 'RuleRaffle',
      per_buy_pv: 5000,
      per_freebie_quantity: 1,
      max_iterative: 5,
      total_quota: 1000,
      remaining_quota: 1000,
      is_accumulated: 1,
      ...ALERTS,
    },
    gifts: [
      { number: g5, probability: '50.00', gift_quota: 500, remaining_gift_quota: 500 },
      { number: g2, probability: '30.00', gift_quota: 300, remaining_gift_quota: 300 },
      { number: g3, probability: '15.00', gift_quota: 150, remaining_gift_quota: 150 },
      { number: g4, probability: '05.00', gift_quota: 50, remaining_gift_quota: 50 },
    ],
  },
  {
    activity: {
      is_testing: 1,
      title: '內部測試：每滿 1,000 PV 送試用品',
      weights: 5,
      description: '<p>僅供測試帳號驗證活動設定，一般會員看不到本活動。</p>',
      running_news: '內部測試活動進行中',
      ruleable_type: 'RuleFixedPv',
      per_buy_pv: 1000,
      per_freebie_quantity: 1,
      max_iterative: 2,
      total_quota: 20,
      remaining_quota: 20,
      is_accumulated: 1,
      ...ALERTS,
    },
    gifts: [{ number: g4, gift_quantity: 1, gift_quota: 20, remaining_gift_quota: 20 }],
  },
];

/**
 * Runs after the catalogue seed: activities point at products by product_number. Until the catalogue
 * holds any product there is nothing to refer to and no activity is seeded; once it does, a missing
 * number is a broken seed and fails loudly.
 */
export async function seedActivities(db: Db) {
  const catalogueIsEmpty = (await db.select({ id: products.id }).from(products).limit(1)).length === 0;
  if (catalogueIsEmpty) return;
  const numbers = [...ACTIVITY_PRODUCT_NUMBERS.conditions, ...ACTIVITY_PRODUCT_NUMBERS.gifts];
  const found = await db
    .select({ id: products.id, number: products.product_number })
    .from(products)
    .where(inArray(products.product_number, numbers));
  const idOf = new Map(found.map((row) => [row.number, row.id]));
  const missing = numbers.filter((number) => !idOf.has(number));
  if (missing.length) throw new Error(`activities seed: products ${missing.join(', ')} are not in the catalogue seed`);
  const productId = (number: string) => idOf.get(number)!;

  const when = seedCalendar();
  for (const plan of PLANS) {
    const [activity] = await db
      .insert(activities)
      .values({ ...plan.activity, started_at: when.at(-10, '00:00:00'), ended_at: when.at(50, '23:59:59') })
      .returning({ id: activities.id });
    const linked = [
      ...(plan.conditions ?? []).map((number) => ({ number, role: 'condition' as const })),
      ...(plan.limits ?? []).map((number) => ({ number, role: 'limit' as const })),
    ];
    if (linked.length) {
      await db
        .insert(activityProducts)
        .values(linked.map(({ number, role }) => ({ activity_id: activity.id, product_id: productId(number), role })));
    }
    await db
      .insert(activityItems)
      .values(
        plan.gifts.map(({ number, ...gift }) => ({ activity_id: activity.id, product_id: productId(number), ...gift })),
      );
  }
}
