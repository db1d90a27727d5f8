import type { BaseRecord } from './common';

/**
 * Articles, e-books and calendars (spec-coverage “Platform”). Announcement-like records are served by
 * boss-articles, official-bulletins, news and travels.
 */
export type Announcement = BaseRecord & {
  title: string;
  content: string;
  status: number;
  sort: number;
  image: string | null;
  index_title: string | null;
  is_notifiable: number;
  prefix_time: string | null;
  published_at: string | null;
  finished_at: string | null;
  updated_user: string | null;
};

/** About / join / service article with its published descendants. */
export type Article = BaseRecord & {
  title: string;
  status: number;
  image: string | null;
  content: string;
  prefix_time: string | null;
  index_title: string | null;
  period: string | null;
  banner: string | null;
  web_children: Article[];
};

export type ArticleTree = { about: Article[]; join: Article[]; service: Article[] };

export type EbookImage = BaseRecord & {
  ebook_class_id: number;
  image: string;
  page: number;
  tag_use: number;
  tag_name: string | null;
};

/** Monthly e-magazine issue (ebook-classes); ebook_images only on the single issue. */
export type Ebook = BaseRecord & {
  title: string;
  date: string;
  published_at: string | null;
  image: string;
  sort: number;
  view_count_mobile: number;
  view_count_desktop: number;
  ebook_images?: EbookImage[];
};

export type CourseEntry = {
  id?: number;
  /** 1 Monday … 7 Sunday. */
  day_of_week: number;
  location: string;
  morning_time: string | null;
  afternoon_time: string | null;
  evening_time: string | null;
  /** The calendar's title (YYYY-MM-01). */
  title: string;
};

export type Calendar = BaseRecord & {
  /** 'YYYY-MM-01': the month the calendar shows. */
  title: string;
  /** Payment days as day numbers written as strings. */
  dumpling_day: string[];
  /** Closure notice (HTML). */
  information: string;
  status: number;
  is_notifiable: number;
  url: string | null;
  published_at: string | null;
  finished_at: string | null;
};

/** calendars/{id} and calendar/now: the calendar with its three course groups. */
export type CalendarDetail = Calendar & {
  businessData: CourseEntry[];
  characterData: CourseEntry[];
  numerologyData: CourseEntry[];
};
