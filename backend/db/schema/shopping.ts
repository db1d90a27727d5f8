import { sql } from 'drizzle-orm';
import {
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
  index,
} from 'drizzle-orm/pg-core';
import { baseColumns, datetime, requiredReference } from './columns';
import { characters, members } from './members';
import { products } from './catalogue';
import type { FortuneResult } from '@/lib/contract/schema/fortune';

export const favorites = pgTable(
  'favorites',
  {
    ...baseColumns(),
    member_id: requiredReference('member_id', () => members.id, 'cascade'),
    product_id: requiredReference('product_id', () => products.id, 'cascade'),
  },
  (t) => [
    uniqueIndex('favorites_member_product_idx').on(t.member_id, t.product_id),
    // The list, newest first (routes/favorites.ts).
    index('favorites_member_id_idx').on(t.member_id, t.id),
  ],
);

/** Personalisation of a lucky item, shared by cart lines and order items. */
const fortuneColumns = () => ({
  fortune_name: varchar('fortune_name', { length: 60 }),
  fortune_gender: varchar('fortune_gender', { length: 1 }),
  fortune_calendar: varchar('fortune_calendar', { length: 2 }),
  fortune_year: varchar('fortune_year', { length: 4 }),
  fortune_month: varchar('fortune_month', { length: 2 }),
  fortune_day: varchar('fortune_day', { length: 2 }),
  fortune_is_leap: smallint('fortune_is_leap'),
  fortune_china_hour: varchar('fortune_china_hour', { length: 4 }),
  fortune_hour: varchar('fortune_hour', { length: 2 }),
  fortune_minute: varchar('fortune_minute', { length: 2 }),
  fortune_birth_at: datetime('fortune_birth_at'),
  fortune_wrist_size: varchar('fortune_wrist_size', { length: 10 }),
  fortune_ring_size: varchar('fortune_ring_size', { length: 5 }),
  fortune_finger: varchar('fortune_finger', { length: 2 }),
  fortune_word: varchar('fortune_word', { length: 2 }),
  /** The chart's conversion result, copied from the chart (written only from a typed FortuneResult). */
  result: jsonb('result').$type<FortuneResult>(),
});

export const shoppingCarts = pgTable(
  'shopping_carts',
  {
    ...baseColumns(),
    ...fortuneColumns(),
    member_id: requiredReference('member_id', () => members.id, 'cascade'),
    product_id: requiredReference('product_id', () => products.id, 'cascade'),
    product_quantity: integer('product_quantity').notNull().default(1),
    is_lucky: smallint('is_lucky').notNull().default(0),
    is_installment: smallint('is_installment').notNull().default(0),
    /** The saved chart a lucky line was made from; its fields are copied, so the line outlives the chart. */
    character_id: integer('character_id').references(() => characters.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('shopping_carts_member_idx').on(t.member_id),
    // One ordinary line per product and member: concurrent adds upsert into it (lucky lines are one each).
    uniqueIndex('shopping_carts_member_product_ordinary_idx')
      .on(t.member_id, t.product_id)
      .where(sql`${t.is_lucky} = 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    ...baseColumns(),
    member_id: requiredReference('member_id', () => members.id),
    order_number: varchar('order_number', { length: 20 }).notNull().unique(),
    total_price: integer('total_price').notNull(),
    total_pv: integer('total_pv').notNull(),
    /** 1 ordered unpaid … 9 cancelled … 23 erroneous (spec-coverage “Order life: payments, deadlines, failures and refunds”). */
    order_status: smallint('order_status').notNull().default(0),
    invoice_number: varchar('invoice_number', { length: 12 }),
    payment: varchar('payment', { length: 20 }).notNull(),
    installment: smallint('installment').notNull().default(0),
    card_number: varchar('card_number', { length: 5 }),
    atm_day: varchar('atm_day', { length: 10 }),
    delivery_code: varchar('delivery_code', { length: 10 }).notNull(),
    receiver: varchar('receiver', { length: 60 }).notNull(),
    receiver_phone: varchar('receiver_phone', { length: 10 }).notNull(),
    postal_code: varchar('postal_code', { length: 6 }),
    receiver_address: varchar('receiver_address', { length: 250 }),
    office_name: varchar('office_name', { length: 60 }),
    office_phone: varchar('office_phone', { length: 30 }),
    sale_territory: varchar('sale_territory', { length: 10 }).notNull(),
    invoice_accept_type: smallint('invoice_accept_type'),
    invoice_address: varchar('invoice_address', { length: 250 }),
    carrier_type: smallint('carrier_type'),
    carrier_id: varchar('carrier_id', { length: 8 }),
    love_code: varchar('love_code', { length: 7 }),
    shipping_fee: integer('shipping_fee').notNull().default(0),
    origin_device: varchar('origin_device', { length: 20 }).notNull().default('browser'),
    is_uploaded: smallint('is_uploaded').notNull().default(0),
    paid_at: datetime('paid_at'),
    sale_order_number: varchar('sale_order_number', { length: 30 }),
    thirdparty_auth_code: varchar('thirdparty_auth_code', { length: 30 }),
    thirdparty_payment_number: varchar('thirdparty_payment_number', { length: 30 }),
    /** While unpaid (1, 2): when it expires (lib/domain/orders/deadlines.ts). */
    payment_deadline: datetime('payment_deadline'),
    /** Why a closed order closed: member, declined, expired, late_payment (lib/domain/orders/transitions.ts). */
    closed_reason: varchar('closed_reason', { length: 20 }),
    /** 1 when a card order that could not be paid put its lines back in the cart. */
    cart_restored: smallint('cart_restored').notNull().default(0),
  },
  (t) => [
    index('orders_member_idx').on(t.member_id, t.created_at),
    // The sweep's query: unpaid orders past their deadline.
    index('orders_unpaid_deadline_idx')
      .on(t.payment_deadline)
      .where(sql`${t.order_status} in (1, 2)`),
  ],
);

/** The running part of order numbers ('W' + YYYYMMDD + 6 digits): a sequence never hands out a number twice. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * Idempotency-Key of POST orders, stored in the order's own transaction: a repeat of the same key by the
 * same member finds the first order, and two simultaneous requests with one key cannot both commit.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    ...baseColumns(),
    member_id: requiredReference('member_id', () => members.id, 'cascade'),
    key: varchar('key', { length: 100 }).notNull(),
    order_id: requiredReference('order_id', () => orders.id, 'cascade'),
  },
  (t) => [uniqueIndex('order_idempotency_keys_member_key_idx').on(t.member_id, t.key)],
);

export const orderItems = pgTable(
  'order_items',
  {
    ...baseColumns(),
    ...fortuneColumns(),
    order_id: requiredReference('order_id', () => orders.id, 'cascade'),
    product_id: requiredReference('product_id', () => products.id),
    product_number: varchar('product_number', { length: 10 }).notNull(),
    product_quantity: integer('product_quantity').notNull(),
    /** Set for gifts: the activity that gave this line. */
    activity_id: integer('activity_id'),
    /** Set for gifts: the gift (activity item) this line is, a raffle prize included. */
    activity_item_id: integer('activity_item_id'),
    gift_quantity: integer('gift_quantity').notNull().default(0),
    price: integer('price').notNull(),
    pv: integer('pv').notNull(),
    is_lucky: smallint('is_lucky').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.order_id), index('order_items_activity_idx').on(t.activity_id)],
);

/**
 * Every payment a gateway reported for an order, one row per trade number (docs/api-contract.md "Order
 * life"): the one that paid the order, and each one a refund is due for (`refund_due` 1: a payment for an
 * order already closed, or a second payment of an order already paid), so a refund can find each.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    ...baseColumns(),
    order_id: requiredReference('order_id', () => orders.id, 'cascade'),
    trade_no: varchar('trade_no', { length: 30 }).notNull(),
    amount: integer('amount').notNull(),
    paid_at: datetime('paid_at').notNull(),
    refund_due: smallint('refund_due').notNull().default(0),
    /** Why an operator should look at this payment (the gateway's PaymentDate could not be believed), else null. */
    review_note: text('review_note'),
  },
  (t) => [uniqueIndex('order_payments_order_trade_idx').on(t.order_id, t.trade_no)],
);

export const ruleTypes = ['RuleFixedPv', 'RuleRangePv', 'RuleProduct', 'RuleRaffle'] as const;

export const activities = pgTable('activities', {
  ...baseColumns(),
  is_testing: smallint('is_testing').notNull().default(0),
  title: varchar('title', { length: 120 }).notNull(),
  weights: integer('weights').notNull().default(0),
  description: text('description').notNull().default(''),
  status: smallint('status').notNull().default(1),
  started_at: datetime('started_at').notNull(),
  ended_at: datetime('ended_at').notNull(),
  over_limit_alert: text('over_limit_alert'),
  running_news: text('running_news'),
  sold_out_alert: text('sold_out_alert'),
  sold_out_news: text('sold_out_news'),
  ruleable_type: varchar('ruleable_type', { length: 20 }).$type<(typeof ruleTypes)[number]>().notNull(),
  per_buy_pv: integer('per_buy_pv'),
  per_buy_quantity: integer('per_buy_quantity'),
  per_freebie_quantity: integer('per_freebie_quantity').notNull().default(1),
  total_quota: integer('total_quota'),
  remaining_quota: integer('remaining_quota'),
  max_iterative: integer('max_iterative'),
  is_accumulated: smallint('is_accumulated').notNull().default(0),
});

/** Products an activity counts towards (condition) or limits (limit). */
export const activityProducts = pgTable('activity_products', {
  ...baseColumns(),
  activity_id: requiredReference('activity_id', () => activities.id, 'cascade'),
  product_id: requiredReference('product_id', () => products.id),
  role: varchar('role', { length: 10 }).$type<'condition' | 'limit'>().notNull().default('condition'),
});

/** Gifts an activity gives: fixed freebies, PV ranges, choices or raffle prizes. */
export const activityItems = pgTable('activity_items', {
  ...baseColumns(),
  activity_id: requiredReference('activity_id', () => activities.id, 'cascade'),
  product_id: requiredReference('product_id', () => products.id),
  gift_quota: integer('gift_quota'),
  gift_quantity: integer('gift_quantity').notNull().default(1),
  remaining_gift_quota: integer('remaining_gift_quota'),
  pv_start: integer('pv_start'),
  pv_end: integer('pv_end'),
  probability: numeric('probability', { precision: 5, scale: 2 }).notNull().default('00.00'),
});

/** Raffle draws of an order: five red packets, each revealing one gift once opened. */
export const activityFives = pgTable(
  'activity_fives',
  {
    ...baseColumns(),
    order_id: requiredReference('order_id', () => orders.id, 'cascade'),
    activity_id: requiredReference('activity_id', () => activities.id),
    activity_item_id: integer('activity_item_id').references(() => activityItems.id),
    opened_at: datetime('opened_at'),
  },
  (t) => [index('activity_fives_order_idx').on(t.order_id)],
);
