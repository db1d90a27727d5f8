import { z } from 'zod';
import {
  baseRecord,
  date,
  dateTime,
  dayOfMonth,
  flag,
  int,
  link,
  monthStart,
  phone,
  storagePath,
  text,
  time,
  webUrl,
} from './common';

/** Announcement-like records: boss-articles, official-bulletins, news and travels. */
export const announcement = baseRecord.extend({
  title: text,
  content: text,
  status: int,
  sort: int,
  image: storagePath.nullable(),
  index_title: text.nullable(),
  is_notifiable: flag,
  prefix_time: text.nullable(),
  published_at: dateTime.nullable(),
  finished_at: dateTime.nullable(),
  updated_user: text.nullable(),
});

/** About / join / service article with its published descendants. */
const articleFields = baseRecord.extend({
  title: text,
  status: int,
  image: storagePath.nullable(),
  content: text,
  prefix_time: text.nullable(),
  index_title: text.nullable(),
  period: text.nullable(),
  banner: storagePath.nullable(),
});
export type Article = z.output<typeof articleFields> & { web_children: Article[] };
export const article: z.ZodType<Article> = articleFields.extend({ web_children: z.lazy(() => z.array(article)) });

export const articleTree = z.object({ about: z.array(article), join: z.array(article), service: z.array(article) });

export const ebookImage = baseRecord.extend({
  ebook_class_id: int,
  image: storagePath,
  page: int,
  tag_use: flag,
  tag_name: text.nullable(),
});

/** Monthly e-magazine issue (ebook-classes); ebook_images only on the single issue. */
export const ebook = baseRecord.extend({
  title: text,
  date,
  published_at: dateTime.nullable(),
  image: storagePath,
  sort: int,
  view_count_mobile: int,
  view_count_desktop: int,
  ebook_images: z.array(ebookImage).optional(),
});

export const courseEntry = z.object({
  id: int.optional(),
  day_of_week: int.min(1).max(7).describe('1 Monday … 7 Sunday'),
  location: text,
  morning_time: text.nullable(),
  afternoon_time: text.nullable(),
  evening_time: text.nullable(),
  title: monthStart.describe("The calendar's title"),
});

export const calendar = baseRecord.extend({
  title: monthStart.describe('The month the calendar shows'),
  dumpling_day: z.array(dayOfMonth).describe('Payment days'),
  information: text.describe('Closure notice (HTML)'),
  status: int,
  is_notifiable: flag,
  url: link.nullable(),
  published_at: dateTime.nullable(),
  finished_at: dateTime.nullable(),
});

/** calendars/{id} and calendar/now: the calendar with its three course groups. */
export const calendarDetail = calendar.extend({
  businessData: z.array(courseEntry).describe('專業講座, by day_of_week'),
  characterData: z.array(courseEntry).describe('八字課程, by day_of_week'),
  numerologyData: z.array(courseEntry).describe('命理課程, by day_of_week'),
});

/**
 * A nationwide service base (service-bases). `city` is written with 臺 (臺北市…), the name the map of Taiwan uses.
 * P §3 shows a base's city and "a time-of-day field" only; its Service office names the rest `title`,
 * `operate_start` and `operate_end`. The embedded API answers `name`, `open_time` and `close_time`; the page reads
 * either form (`serviceBaseRow`, lib/domain/service-base.ts).
 */
export const serviceBase = baseRecord.extend({
  sort: int.optional(),
  name: text.optional().describe("The base's name (the embedded API's); else `title`"),
  title: text.optional().describe("P §3 Service office's name field, read when `name` is absent"),
  city: text.describe("The map's county name, always 臺, never 台 (臺北市)"),
  district: text,
  address: text,
  telephone: phone,
  contact_person: text.nullable().optional().describe("The shop's own"),
  open_time: time.optional().describe("Opening time (the embedded API's); else `operate_start`"),
  close_time: time.optional().describe("Closing time (the embedded API's); else `operate_end`"),
  operate_start: text
    .nullable()
    .optional()
    .describe('P §3 Service office: opening time, read when `open_time` is absent'),
  operate_end: text
    .nullable()
    .optional()
    .describe('P §3 Service office: closing time, read when `close_time` is absent'),
  url: webUrl.nullable(),
});

export type Announcement = z.output<typeof announcement>;
export type ArticleTree = z.output<typeof articleTree>;
export type EbookImage = z.output<typeof ebookImage>;
export type Ebook = z.output<typeof ebook>;
export type CourseEntry = z.output<typeof courseEntry>;
export type Calendar = z.output<typeof calendar>;
export type CalendarDetail = z.output<typeof calendarDetail>;
export type ServiceBase = z.output<typeof serviceBase>;
