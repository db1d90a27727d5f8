import type { Activity, ActivityRule, GiftItem, RuleType } from '@/lib/contract/types';
import { contractFixture } from '../support/contract-fixture';
import { activity as activitySchema } from '@/lib/contract/schema/activities';

/** Activities as GET activities answers them, for the page tests (only what the rules and rows read). */
export const gift = (productId: number, name: string, overrides: Partial<GiftItem> = {}): GiftItem =>
  ({
    id: productId,
    product_id: productId,
    activity_item_id: productId * 10,
    product_number: `0${productId}`,
    name,
    images: [],
    gift_quota: null,
    gift_quantity: 1,
    remaining_gift_quota: null,
    pv_start: null,
    pv_end: null,
    probability: '00.00',
    ...overrides,
  }) as GiftItem;

const rule = (overrides: Partial<ActivityRule>): ActivityRule => ({
  id: 1,
  per_buy_pv: null,
  per_buy_quantity: null,
  per_freebie_quantity: 1,
  total_quota: null,
  remaining_quota: null,
  max_iterative: null,
  is_accumulated: 1,
  activity_products: [],
  activity_limit_products: [],
  freebie: null,
  freebies: [],
  freebies_range: [],
  raffle_list: [],
  selected_gift: null,
  ...overrides,
});

export const activity = (
  id: number,
  title: string,
  type: RuleType,
  ruleable: Partial<ActivityRule>,
  overrides: Partial<Activity> = {},
): Activity =>
  contractFixture(activitySchema, {
    id,
    title,
    is_testing: 0,
    weights: 10,
    description: '',
    status: 1,
    started_at: '2026-01-01 00:00:00',
    ended_at: '2099-12-31 23:59:59',
    over_limit_alert: null,
    running_news: null,
    sold_out_alert: null,
    sold_out_news: null,
    ruleable_type: type,
    ruleable: rule(ruleable),
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    ...overrides,
  });

export const AMULET = gift(301, '開運御守');
export const BRACELET = gift(305, '招財手鍊');

/** Every 3,000 PV: one 開運御守, at most 3 per order. */
export const fixedPv = (ruleable: Partial<ActivityRule> = {}, overrides: Partial<Activity> = {}) =>
  activity(
    1,
    '滿額贈：每滿 3,000 PV 送好禮',
    'RuleFixedPv',
    { per_buy_pv: 3000, max_iterative: 3, freebie: AMULET, ...ruleable },
    overrides,
  );

/** PV 2,000–4,999: 平安香包 X1; 5,000 and up: 琉璃擺件 X2. */
export const rangePv = () =>
  activity(2, 'PV 區間好禮', 'RuleRangePv', {
    freebies_range: [
      gift(302, '平安香包', { pv_start: 2000, pv_end: 4999 }),
      gift(303, '琉璃擺件', { pv_start: 5000, pv_end: null, gift_quantity: 2 }),
    ],
  });

/** Every two of product 20: choose 開運御守 or 招財手鍊. */
export const productGift = (ruleable: Partial<ActivityRule> = {}) =>
  activity(3, '指定商品買二送一', 'RuleProduct', {
    per_buy_quantity: 2,
    activity_products: [{ id: 20 } as ActivityRule['activity_products'][number]],
    freebies: [AMULET, BRACELET],
    ...ruleable,
  });

/** Every 5,000 PV one draw, at most 5. */
export const raffle = (ruleable: Partial<ActivityRule> = {}) =>
  activity(4, '紅包抽獎', 'RuleRaffle', { per_buy_pv: 5000, max_iterative: 5, ...ruleable });
