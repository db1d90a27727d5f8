import { date, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, datetime, sortColumn } from './columns';

export const paymentMethods = pgTable('payment_methods', {
  ...baseColumns(),
  name: varchar('name', { length: 60 }).notNull(),
  /** taiShinCard, card, unionPay or ATM: the value an order stores in `payment`. */
  code: varchar('code', { length: 20 }).notNull().unique(),
  content: text('content').notNull().default(''),
  status: smallint('status').notNull().default(1),
  /** The most instalment periods the method allows; 0: paid at once (lib/domain/orders/installments.ts). */
  max_installment: smallint('max_installment').notNull().default(0),
});

export const remittanceDays = pgTable('remittance_days', {
  ...baseColumns(),
  day: date('day', { mode: 'string' }).notNull().unique(),
});

export const shopSystems = pgTable('shop_systems', {
  ...baseColumns(),
  status: smallint('status').notNull().default(1),
  started_at: datetime('started_at'),
  finished_at: datetime('finished_at'),
});

export const settlementDays = pgTable('settlement_days', {
  ...baseColumns(),
  status: smallint('status').notNull().default(0),
  started_at: datetime('started_at'),
  finished_at: datetime('finished_at'),
});

export const loveCodes = pgTable('love_codes', {
  ...baseColumns(),
  sort: sortColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  city: varchar('city', { length: 10 }).notNull(),
  love_code: varchar('love_code', { length: 7 }).notNull().unique(),
  nickname: varchar('nickname', { length: 60 }).notNull().default(''),
  vat_number: varchar('vat_number', { length: 8 }).notNull().default(''),
  status: smallint('status').notNull().default(1),
});

/** Shipping rules 1 to 5 by postal prefix (spec-coverage “Checkout pages”). */
export const shippingRules = pgTable('shipping_rules', {
  ...baseColumns(),
  name: varchar('name', { length: 60 }).notNull(),
  shipping_fee: integer('shipping_fee').notNull(),
  free_shipping: integer('free_shipping').notNull(),
});

/** Step-5 result texts: entry 0 success, entry 1 failure. */
export const shoppingResultViews = pgTable('shopping_result_views', {
  ...baseColumns(),
  sort: sortColumn(),
  title: varchar('title', { length: 120 }).notNull(),
  content: text('content').notNull(),
});

/** Delivery code 51 is home delivery by courier; other codes are office pickup. */
export const deliveryMethods = pgTable('delivery_methods', {
  ...baseColumns(),
  sort: sortColumn(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  name: varchar('name', { length: 60 }).notNull(),
  content: text('content').notNull().default(''),
});
