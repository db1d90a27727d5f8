import { integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, datetime, publicationColumns, sortColumn } from './columns';

export const systemImages = pgTable('system_images', {
  ...baseColumns(),
  sort: sortColumn(),
  title: varchar('title', { length: 100 }).notNull(),
  image: text('image').notNull(),
  image_title: varchar('image_title', { length: 100 }).notNull().default(''),
  image_alt: varchar('image_alt', { length: 100 }).notNull().default(''),
});

export const systemRights = pgTable('system_rights', {
  ...baseColumns(),
  address: text('address').notNull(),
  telphone: varchar('telphone', { length: 30 }).notNull(),
  fax: varchar('fax', { length: 30 }).notNull().default(''),
  email: varchar('email', { length: 120 }).notNull().default(''),
  declare: text('declare').notNull().default(''),
  link_fb: text('link_fb'),
  link_line: text('link_line'),
  link_youtube: text('link_youtube'),
  link_ig: text('link_ig'),
  link_wechat: text('link_wechat'),
  link_twitter: text('link_twitter'),
});

export const seoMetas = pgTable('seo_metas', {
  ...baseColumns(),
  title: varchar('title', { length: 120 }).notNull(),
  keyword: text('keyword').notNull().default(''),
  description: text('description').notNull().default(''),
  author: varchar('author', { length: 120 }).notNull().default(''),
});

/** Menu categories: one row per menu entry, nested through parent_id. */
export const navbars = pgTable('navbars', {
  ...baseColumns(),
  parent_id: integer('parent_id'),
  sort: sortColumn(),
  name: varchar('name', { length: 60 }).notNull(),
  path: varchar('path', { length: 200 }).notNull(),
  banner: text('banner'),
  banner_title: varchar('banner_title', { length: 120 }),
  active: smallint('active').notNull().default(1),
});

/** Image banners (index-carousels): is_index_use for home, is_product_use for the product pages. */
export const imageBanners = pgTable('image_banners', {
  ...baseColumns(),
  ...publicationColumns(),
  sort: sortColumn(),
  image: text('image').notNull(),
  image_title: varchar('image_title', { length: 120 }).notNull().default(''),
  image_alt: varchar('image_alt', { length: 120 }).notNull().default(''),
  url: text('url'),
  is_index_use: smallint('is_index_use').notNull().default(0),
  is_product_use: smallint('is_product_use').notNull().default(0),
  updated_user: varchar('updated_user', { length: 60 }),
});

export const marquees = pgTable('marquees', {
  ...baseColumns(),
  ...publicationColumns(),
  sort: sortColumn(),
  content: text('content').notNull(),
  is_index_use: smallint('is_index_use').notNull().default(0),
  is_product_use: smallint('is_product_use').notNull().default(0),
});

/** Index banner texts (index-banners). */
export const indexBanners = pgTable('index_banners', {
  ...baseColumns(),
  sort: sortColumn(),
  image: text('image').notNull(),
  image_alt: varchar('image_alt', { length: 120 }).notNull().default(''),
  image_title: varchar('image_title', { length: 120 }).notNull().default(''),
  content1: text('content1').notNull().default(''),
  content2: text('content2').notNull().default(''),
});

export const antifrauds = pgTable('antifrauds', {
  ...baseColumns(),
  title: varchar('title', { length: 120 }).notNull(),
  content: text('content').notNull(),
  status: smallint('status').notNull().default(1),
});

export const videoResources = pgTable('video_resources', {
  ...baseColumns(),
  title: varchar('title', { length: 120 }).notNull(),
  video: text('video').notNull(),
  video_alt: varchar('video_alt', { length: 200 }).notNull().default(''),
});

/** Notice pop-ups shown after login (login-pops). status 1 always, 2 within the window. */
export const loginPops = pgTable('login_pops', {
  ...baseColumns(),
  ...publicationColumns(),
  title: varchar('title', { length: 120 }).notNull(),
  type: varchar('type', { length: 10, enum: ['text', 'video'] })
    .notNull()
    .default('text'),
  content: text('content').notNull().default(''),
  status: smallint('status').notNull().default(1),
});

export const terms = pgTable('terms', {
  ...baseColumns(),
  content: text('content').notNull(),
  status: smallint('status').notNull().default(1),
});

/** Visitor counter: one row per recorded visit day keeps the table small and the sum exact. */
export const browseCounts = pgTable('browse_counts', {
  ...baseColumns(),
  day: varchar('day', { length: 10 }).notNull().unique(),
  count: integer('count').notNull().default(0),
});

/** Maintenance notices and bulletins of the platform. */
export const maintenanceNotices = pgTable('maintenance_notices', {
  ...baseColumns(),
  sort: sortColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  content: text('content').notNull(),
  maintained_at: datetime('maintained_at'),
  finished_at: datetime('finished_at'),
});

export const bulletins = pgTable('bulletins', {
  ...baseColumns(),
  sort: sortColumn(),
  content: text('content').notNull(),
  started_at: datetime('started_at'),
  finished_at: datetime('finished_at'),
  status: smallint('status').notNull().default(1),
});

/** Intro text of the contact page (contacts: the first item is shown). */
export const contacts = pgTable('contacts', {
  ...baseColumns(),
  title: varchar('title', { length: 120 }).notNull(),
  content: text('content').notNull(),
});

export const contactInquiries = pgTable('contact_inquiries', {
  ...baseColumns(),
  sub: varchar('sub', { length: 120 }).notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  phone: varchar('phone', { length: 10 }).notNull(),
  email: varchar('email', { length: 120 }).notNull(),
  content: text('content').notNull(),
});

/** Anything the SEO layer needs beyond seo_metas is kept per entity; this holds site-wide extras. */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
});
