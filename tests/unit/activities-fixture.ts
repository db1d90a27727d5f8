import type { ActivityLike, CountedLine, GiftLike } from '@/lib/domain/activities';

/** Activities and order lines for the rules' unit tests: only what a test is about is given. */

export const NOW = '2026-06-15 12:00:00';

let nextItem = 1;

export function gift(productId: number, terms: Partial<GiftLike> = {}): GiftLike {
  const id = nextItem++;
  return {
    product_id: productId,
    activity_item_id: id,
    product_number: `0300${productId}`,
    name: `贈品 ${productId}`,
    gift_quantity: 1,
    remaining_gift_quota: null,
    pv_start: null,
    pv_end: null,
    probability: '00.00',
    ...terms,
  };
}

type Rule = Partial<Omit<ActivityLike['ruleable'], 'activity_products' | 'activity_limit_products'>> & {
  conditions?: number[];
  limits?: number[];
};

export function activity(
  type: ActivityLike['ruleable_type'],
  { conditions = [], limits = [], ...rule }: Rule = {},
  fields: Partial<Omit<ActivityLike, 'ruleable'>> = {},
): ActivityLike {
  return {
    id: 1,
    title: '測試活動',
    status: 1,
    started_at: '2026-06-01 00:00:00',
    ended_at: '2026-07-01 00:00:00',
    ruleable_type: type,
    ...fields,
    ruleable: {
      per_buy_pv: null,
      per_buy_quantity: null,
      per_freebie_quantity: 1,
      remaining_quota: null,
      max_iterative: null,
      is_accumulated: 1,
      freebie: null,
      freebies: [],
      freebies_range: [],
      raffle_list: [],
      ...rule,
      activity_products: conditions.map((id) => ({ id })),
      activity_limit_products: limits.map((id) => ({ id })),
    },
  };
}

/** Order lines: [product id, quantity, pv each]. */
export const lines = (...rows: [number, number, number][]): CountedLine[] =>
  rows.map(([product_id, product_quantity, pv]) => ({ product_id, product_quantity, products: { pv } }));
