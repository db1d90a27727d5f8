import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, publicationColumns, requiredReference, sortColumn } from './columns';

const seoColumns = () => ({
  seo_title: varchar('seo_title', { length: 120 }),
  seo_keyword: text('seo_keyword'),
  seo_description: text('seo_description'),
});

export const categories = pgTable('categories', {
  ...baseColumns(),
  ...seoColumns(),
  sort: sortColumn(),
  name: varchar('name', { length: 60 }).notNull(),
  image: text('image'),
  banner_image: text('banner_image'),
  icon_image: text('icon_image'),
  icon_alt: varchar('icon_alt', { length: 120 }),
  icon_title: varchar('icon_title', { length: 120 }),
  /** The 全部商品 tile lists every product and is skipped on the landing page. */
  is_all: smallint('is_all').notNull().default(0),
});

export const series = pgTable('series', {
  ...baseColumns(),
  ...seoColumns(),
  ...publicationColumns(),
  category_id: requiredReference('category_id', () => categories.id),
  sort: sortColumn(),
  name: varchar('name', { length: 60 }).notNull(),
});

export const products = pgTable(
  'products',
  {
    ...baseColumns(),
    ...publicationColumns(),
    is_testing: smallint('is_testing').notNull().default(0),
    category_id: requiredReference('category_id', () => categories.id),
    series_id: integer('series_id').references(() => series.id),
    product_number: varchar('product_number', { length: 10 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    price: integer('price').notNull(),
    unit: varchar('unit', { length: 10 }).notNull().default('個'),
    member_price: integer('member_price').notNull(),
    max_limited_buy: integer('max_limited_buy'),
    pv: integer('pv').notNull().default(0),
    brief: text('brief').notNull().default(''),
    feature: text('feature').notNull().default(''),
    info: text('info').notNull().default(''),
    description: text('description').notNull().default(''),
    free_shipping_quantity: integer('free_shipping_quantity'),
    abroad_free_shipping_quantity: integer('abroad_free_shipping_quantity'),
    is_recommended: smallint('is_recommended').notNull().default(0),
    recommend_sort: integer('recommend_sort').notNull().default(0),
    sort: sortColumn(),
    status: smallint('status').notNull().default(1),
    /** Stock. Never below zero: enforced by a check constraint and by conditional updates. */
    quantity: integer('quantity').notNull().default(0),
    gift_quantity: integer('gift_quantity').notNull().default(0),
  },
  (t) => [
    index('products_category_idx').on(t.category_id),
    index('products_series_idx').on(t.series_id),
    // The list's orders (routes/products.ts ORDERS): a page is read from the index, not from a sort of the table.
    index('products_sort_idx').on(t.sort, t.id),
    index('products_member_price_idx').on(t.member_price, t.id),
    // Sort 3 (price down, ties by id up) and its reverse: neither direction of the index above.
    index('products_member_price_desc_idx').on(t.member_price.desc().nullsFirst(), t.id),
    // Keyword search by character pairs (decision 0135; the function is made by migration 0009).
    index('products_search_grams_idx').using('gin', sql`product_search_grams(${t.name} || ' ' || ${t.product_number})`),
    check('products_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    ...baseColumns(),
    product_id: requiredReference('product_id', () => products.id, 'cascade'),
    name: varchar('name', { length: 120 }).notNull(),
    sort: sortColumn(),
    type: varchar('type', { length: 20 }).notNull().default('image/webp'),
    status: smallint('status').notNull().default(1),
    size: integer('size').notNull().default(0),
    image_alt: varchar('image_alt', { length: 120 }).notNull().default(''),
    image_title: varchar('image_title', { length: 120 }).notNull().default(''),
    image: text('image').notNull(),
  },
  (t) => [
    index('product_images_product_idx').on(t.product_id, t.sort, t.id),
    // GET storage/{path} asks whether an image belongs only to products testers alone may see.
    index('product_images_image_idx').on(t.image),
  ],
);
