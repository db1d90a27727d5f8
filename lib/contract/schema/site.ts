import { z } from 'zod';
import {
  baseRecord,
  dateTime,
  email,
  flag,
  int,
  item,
  link,
  phone,
  shopAddition,
  sitePath,
  storagePath,
  text,
  webUrl,
} from './common';

/** Indexes of system images: 0 logo, 3 site icon, 4 small logo. */
export const systemImage = baseRecord.extend({
  sort: int,
  title: text,
  image: storagePath,
  image_title: text,
  image_alt: text,
});

/** Site rights / footer info; the first item is the one shown. */
export const systemRight = baseRecord.extend({
  address: text,
  telphone: phone,
  fax: phone,
  email,
  declare: text,
  link_fb: webUrl.nullable(),
  link_line: webUrl.nullable(),
  link_youtube: webUrl.nullable(),
  link_ig: webUrl.nullable(),
  link_wechat: webUrl.nullable(),
  link_twitter: webUrl.nullable(),
});

export const seoMeta = baseRecord.extend({ title: text, keyword: text, description: text, author: text });

/**
 * Menu category (navbars): top level with its active children. The spec's has id, parent_id, banner, banner_title,
 * active and web_children; the menu's words and links are the shop's additions (lib/routes/menu.ts `buildMenu`).
 */
const menuCategoryFields = baseRecord.extend({
  parent_id: int.nullable(),
  sort: shopAddition(int, 'entries are in the order answered'),
  name: shopAddition(text, "without a name or a path the menu is the spec's route table (public §2)"),
  path: shopAddition(sitePath, "without a name or a path the menu is the spec's route table (public §2)"),
  banner: storagePath.nullable(),
  banner_title: text.nullable(),
  active: flag,
});
export type MenuCategory = z.output<typeof menuCategoryFields> & { web_children: MenuCategory[] };
export const menuCategory: z.ZodType<MenuCategory> = menuCategoryFields.extend({
  web_children: z.lazy(() => z.array(menuCategory)),
});

const published = { published_at: dateTime.nullable(), finished_at: dateTime.nullable() };

export const imageBanner = baseRecord.extend({
  ...published,
  sort: int,
  image: storagePath,
  image_title: text,
  image_alt: text,
  url: link.nullable(),
  is_index_use: flag,
  is_product_use: flag,
  updated_user: text.nullable(),
});

export const marquee = baseRecord.extend({
  ...published,
  sort: int,
  content: text,
  is_index_use: flag,
  is_product_use: flag,
});

/** The home page's picture banners (index-banners), with two lines of text. */
export const indexBanner = baseRecord.extend({
  sort: int,
  image: storagePath,
  image_alt: text,
  image_title: text,
  content1: text,
  content2: text,
});

export const antifraud = baseRecord.extend({
  title: shopAddition(text, 'the page shows its own heading.'),
  content: text,
  status: int,
});

export const videoResource = baseRecord.extend({ title: text, video: webUrl, video_alt: text });

export const term = baseRecord.extend({ content: text, status: int });

/** Intro text of the contact page (the first item is shown). */
export const contactIntro = baseRecord.extend({
  title: shopAddition(text, 'the page shows its own heading.'),
  content: text,
});

/** Visitor counter: GET and POST browse-counts. */
export const browseCount = z.object({ count: int });

/** What GET and POST browse-counts answer: the spec's bare number ("returns a number"), or under `data` as it or `{count}`. */
export const browseCountAnswer = z.union([int, item(int), item(browseCount)]);

export type SystemImage = z.output<typeof systemImage>;
export type IndexBanner = z.output<typeof indexBanner>;
export type SystemRight = z.output<typeof systemRight>;
export type SeoMeta = z.output<typeof seoMeta>;
export type ImageBanner = z.output<typeof imageBanner>;
export type Marquee = z.output<typeof marquee>;
export type Antifraud = z.output<typeof antifraud>;
export type VideoResource = z.output<typeof videoResource>;
export type Term = z.output<typeof term>;
export type ContactIntro = z.output<typeof contactIntro>;
export type BrowseCount = z.output<typeof browseCount>;
