import type { Product } from './catalogue';
import type { BaseRecord } from './common';

export type RuleType = 'RuleFixedPv' | 'RuleRangePv' | 'RuleProduct' | 'RuleRaffle';

/** The catalogue facts a gift or a condition product shows (docs/api-contract.md "Activity shape"). */
export type ProductSummary = Pick<
  Product,
  'id' | 'product_number' | 'name' | 'unit' | 'price' | 'member_price' | 'pv' | 'quantity' | 'status' | 'is_testing' | 'images'
>;

/** A gift item: the product plus the gift's terms (spec-coverage “Activities” "Gift item"). */
export type GiftItem = ProductSummary & {
  product_id: number;
  activity_item_id: number;
  gift_quota: number | null;
  gift_quantity: number;
  /** null: no quota, never runs out. */
  remaining_gift_quota: number | null;
  pv_start: number | null;
  pv_end: number | null;
  /** Percent as a string, '50.00'. */
  probability: string;
};

/** An activity's rule (spec-coverage “Activities” "Activity rule"). */
export type ActivityRule = {
  id: number;
  per_buy_pv: number | null;
  per_buy_quantity: number | null;
  per_freebie_quantity: number;
  total_quota: number | null;
  /** null: no quota. */
  remaining_quota: number | null;
  /** null: no per-order maximum. */
  max_iterative: number | null;
  is_accumulated: number;
  activity_products: ProductSummary[];
  activity_limit_products: ProductSummary[];
  freebie: GiftItem | null;
  freebies: GiftItem[];
  freebies_range: GiftItem[];
  raffle_list: GiftItem[];
  selected_gift: null;
};

/** GET activities, activities/{id} (spec-coverage “Activities” "Activity"). */
export type Activity = BaseRecord & {
  is_testing: number;
  title: string;
  weights: number;
  description: string;
  status: number;
  started_at: string;
  ended_at: string;
  over_limit_alert: string | null;
  running_news: string | null;
  sold_out_alert: string | null;
  sold_out_news: string | null;
  ruleable_type: RuleType;
  ruleable: ActivityRule;
};

/** The prize of an opened red packet (GET / PUT activities_five). */
export type DrawPrize = Pick<ProductSummary, 'id' | 'product_number' | 'name' | 'images'>;

/**
 * One red-packet draw an order earned (GET activities_five/{order id}; PUT activities_five/{order
 * id}/{draw id} opens it). `product` and `opened_at` are null until it is opened.
 */
export type Draw = {
  id: number;
  order_id: number;
  activity_id: number;
  activity_title: string;
  opened_at: string | null;
  product: DrawPrize | null;
  /** The prize's name once opened (the spec's page reads it); `product.name` says the same. */
  product_name: string | null;
};
