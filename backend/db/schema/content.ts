import { integer, jsonb, pgEnum, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, datetime, publicationColumns, requiredReference, sortColumn } from './columns';

/** The four announcement-like collections share one shape (spec-coverage “Platform” "Announcement-like record"). */
export const announcementKind = pgEnum('announcement_kind', ['boss', 'bulletin', 'news', 'travel']);

export const announcements = pgTable('announcements', {
  ...baseColumns(),
  ...publicationColumns(),
  kind: announcementKind('kind').notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  status: smallint('status').notNull().default(1),
  sort: sortColumn(),
  image: text('image'),
  index_title: varchar('index_title', { length: 200 }),
  is_notifiable: smallint('is_notifiable').notNull().default(0),
  prefix_time: varchar('prefix_time', { length: 40 }),
  updated_user: varchar('updated_user', { length: 60 }),
});

/** About / join / service article trees (web_children nest through parent_id). */
export const articleSection = pgEnum('article_section', ['about', 'join', 'service']);

export const articles = pgTable('articles', {
  ...baseColumns(),
  section: articleSection('section').notNull(),
  parent_id: integer('parent_id'),
  sort: sortColumn(),
  title: varchar('title', { length: 200 }).notNull(),
  status: smallint('status').notNull().default(1),
  image: text('image'),
  content: text('content').notNull().default(''),
  prefix_time: varchar('prefix_time', { length: 40 }),
  index_title: varchar('index_title', { length: 200 }),
  period: varchar('period', { length: 60 }),
  banner: text('banner'),
});

export const ebookClasses = pgTable('ebook_classes', {
  ...baseColumns(),
  title: varchar('title', { length: 200 }).notNull(),
  date: varchar('date', { length: 10 }).notNull(),
  published_at: datetime('published_at'),
  image: text('image').notNull(),
  sort: sortColumn(),
  view_count_mobile: integer('view_count_mobile').notNull().default(0),
  view_count_desktop: integer('view_count_desktop').notNull().default(0),
});

export const ebookImages = pgTable('ebook_images', {
  ...baseColumns(),
  ebook_class_id: requiredReference('ebook_class_id', () => ebookClasses.id, 'cascade'),
  image: text('image').notNull(),
  page: integer('page').notNull(),
  tag_use: smallint('tag_use').notNull().default(0),
  tag_name: varchar('tag_name', { length: 60 }),
});

export const calendars = pgTable('calendars', {
  ...baseColumns(),
  ...publicationColumns(),
  /** A date whose month the calendar covers, always the 1st: 'YYYY-MM-01'. */
  title: varchar('title', { length: 10 }).notNull().unique(),
  dumpling_day: jsonb('dumpling_day').$type<string[]>().notNull().default([]),
  information: text('information').notNull().default(''),
  status: smallint('status').notNull().default(1),
  is_notifiable: smallint('is_notifiable').notNull().default(0),
  url: text('url'),
});

/** The three course groups of a calendar: businessData, characterData, numerologyData. */
export const courseKind = pgEnum('course_kind', ['business', 'character', 'numerology']);

export const calendarSchedules = pgTable('calendar_schedules', {
  ...baseColumns(),
  calendar_id: requiredReference('calendar_id', () => calendars.id, 'cascade'),
  kind: courseKind('kind').notNull(),
  title: varchar('title', { length: 10 }).notNull(),
  location: varchar('location', { length: 120 }).notNull(),
  day_of_week: smallint('day_of_week').notNull(),
  morning_time: varchar('morning_time', { length: 20 }),
  afternoon_time: varchar('afternoon_time', { length: 20 }),
  evening_time: varchar('evening_time', { length: 20 }),
  status: smallint('status').notNull().default(1),
});
