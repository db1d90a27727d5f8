import { pgTable, smallint, text, time, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, sortColumn } from './columns';

/** Regional (business) offices: sales territories, pickup points and invoice addresses. */
export const offices = pgTable('offices', {
  ...baseColumns(),
  sort: sortColumn(),
  name: varchar('name', { length: 60 }).notNull(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  postal_code: varchar('postal_code', { length: 6 }).notNull(),
  city: varchar('city', { length: 10 }).notNull(),
  district: varchar('district', { length: 10 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  telephone: varchar('telephone', { length: 30 }).notNull(),
  fax: varchar('fax', { length: 30 }).notNull().default(''),
  operate: varchar('operate', { length: 60 }).notNull().default(''),
  operate_start: time('operate_start'),
  operate_end: time('operate_end'),
  url: text('url'),
  is_sales_territory_use: smallint('is_sales_territory_use').notNull().default(1),
  is_fortune_use: smallint('is_fortune_use').notNull().default(0),
});

/** Service bases of the nationwide directory (/service/stronghold). */
export const serviceBases = pgTable('service_bases', {
  ...baseColumns(),
  sort: sortColumn(),
  name: varchar('name', { length: 60 }).notNull(),
  city: varchar('city', { length: 10 }).notNull(),
  district: varchar('district', { length: 10 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  telephone: varchar('telephone', { length: 30 }).notNull(),
  contact_person: varchar('contact_person', { length: 30 }).notNull().default(''),
  open_time: time('open_time').notNull(),
  close_time: time('close_time').notNull(),
  url: text('url'),
});
