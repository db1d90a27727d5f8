import type { BaseRecord } from './common';

/** Site-wide content (spec-coverage “Platform”). Indexes of system images: 0 logo, 3 site icon, 4 small logo. */
export type SystemImage = BaseRecord & {
  sort: number;
  title: string;
  image: string;
  image_title: string;
  image_alt: string;
};

/** Site rights / footer info; the first item is the one shown. */
export type SystemRight = BaseRecord & {
  address: string;
  telphone: string;
  fax: string;
  email: string;
  declare: string;
  link_fb: string | null;
  link_line: string | null;
  link_youtube: string | null;
  link_ig: string | null;
  link_wechat: string | null;
  link_twitter: string | null;
};

export type SeoMeta = BaseRecord & {
  title: string;
  keyword: string;
  description: string;
  author: string;
};

/** Menu category (navbars): top level with its active children. */
export type MenuCategory = BaseRecord & {
  parent_id: number | null;
  sort: number;
  name: string;
  path: string;
  banner: string | null;
  banner_title: string | null;
  active: number;
  web_children: MenuCategory[];
};

/** Image banner (index-carousels). */
export type ImageBanner = BaseRecord & {
  sort: number;
  image: string;
  image_title: string;
  image_alt: string;
  url: string | null;
  is_index_use: number;
  is_product_use: number;
  published_at: string | null;
  finished_at: string | null;
  updated_user: string | null;
};

/** Marquee text (index-marquees). */
export type Marquee = BaseRecord & {
  sort: number;
  content: string;
  is_index_use: number;
  is_product_use: number;
  published_at: string | null;
  finished_at: string | null;
};

export type Antifraud = BaseRecord & { title: string; content: string; status: number };

export type VideoResource = BaseRecord & { title: string; video: string; video_alt: string };

export type Term = BaseRecord & { content: string; status: number };

/** Intro text of the contact page (contacts: the first item is shown). */
export type ContactIntro = BaseRecord & { title: string; content: string };

/** Visitor counter: GET and POST browse-counts. */
export type BrowseCount = { count: number };
