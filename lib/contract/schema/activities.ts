import { z } from 'zod';
import { baseRecord, dateTime, flag, int, shopAddition, text } from './common';
import { product } from './catalogue';

/** A draw's chance in percent, written as a string ('50.00'). */
const percent = z.string().regex(/^\d{1,3}(?:\.\d{1,2})?$/);

export const ruleType = z.enum(['RuleFixedPv', 'RuleRangePv', 'RuleProduct', 'RuleRaffle']);

/** The catalogue facts a gift or a condition product shows. */
export const productSummary = product.pick({
  id: true,
  product_number: true,
  name: true,
  unit: true,
  price: true,
  member_price: true,
  pv: true,
  quantity: true,
  status: true,
  is_testing: true,
  images: true,
});

/** A gift item: the product plus the gift's terms. */
export const giftItem = productSummary.extend({
  product_id: int,
  activity_item_id: int,
  gift_quota: int.nullable(),
  gift_quantity: int,
  remaining_gift_quota: int
    .nullable()
    .describe(
      "What the gift can still give: its quota bounded by its product's stock (the API answers a number; null would be no quota)",
    ),
  pv_start: int.nullable(),
  pv_end: int.nullable(),
  probability: percent,
});

/** An activity's rule. */
export const activityRule = z.object({
  id: int,
  per_buy_pv: int.nullable(),
  per_buy_quantity: int.nullable(),
  per_freebie_quantity: int,
  total_quota: int.nullable(),
  remaining_quota: int.nullable().describe('null: no quota'),
  max_iterative: int.nullable().describe('null: no per-order maximum'),
  is_accumulated: int,
  activity_products: z.array(productSummary),
  activity_limit_products: z.array(productSummary),
  freebie: giftItem.nullable(),
  freebies: z.array(giftItem),
  freebies_range: z.array(giftItem),
  raffle_list: z.array(giftItem),
  selected_gift: z.null(),
});

/** An activity's gift as stored: its quota as it is (a GiftItem's is bounded by stock). */
export const activityItem = z.object({
  id: int,
  activity_id: int,
  product_id: int,
  gift_quota: int.nullable(),
  gift_quantity: int,
  remaining_gift_quota: int.nullable().describe('The stored quota, not bounded by stock (null: no quota)'),
  pv_start: int.nullable(),
  pv_end: int.nullable(),
  probability: percent,
  products: productSummary,
});

/** GET activities, activities/{id}. */
export const activity = baseRecord.extend({
  is_testing: flag,
  title: text,
  weights: int,
  description: text,
  status: int,
  started_at: dateTime,
  ended_at: dateTime,
  over_limit_alert: text.nullable(),
  running_news: text.nullable(),
  sold_out_alert: text.nullable(),
  sold_out_news: text.nullable(),
  ruleable_type: ruleType,
  ruleable: activityRule,
  activity_items: z.array(activityItem),
});

/** The prize of an opened red packet. */
export const drawPrize = productSummary.pick({ id: true, product_number: true, name: true, images: true });

/**
 * One red-packet draw an order earned (GET activities_five/{id}, M §7's "gift list"; PUT reads `product_name`);
 * `product_name`, `product` and `opened_at` are null until it is opened.
 */
export const draw = z.object({
  id: int,
  order_id: int,
  activity_id: int,
  activity_title: shopAddition(text, "the raffle activity's title; the page never shows it."),
  opened_at: shopAddition(
    dateTime.nullable(),
    'when it was opened, null until then; without it a draw is opened once product_name is set.',
  ),
  product: shopAddition(
    drawPrize.nullable(),
    'the prize once opened; without it the prize shows by product_name, and opening sends product_number null.',
  ),
  product_name: text.nullable().describe("The prize's name once opened"),
});

export type RuleType = z.output<typeof ruleType>;
export type ProductSummary = z.output<typeof productSummary>;
export type GiftItem = z.output<typeof giftItem>;
export type ActivityRule = z.output<typeof activityRule>;
export type Activity = z.output<typeof activity>;
export type DrawPrize = z.output<typeof drawPrize>;
export type Draw = z.output<typeof draw>;
