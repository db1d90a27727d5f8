import type { AnnouncementCollection } from '@/lib/api/content';

/**
 * The announcement-like article sections (spec §2 "Article pages"): the API collection, the route
 * root (the detail path is {root}/{id}), the title and the empty text of spec §2.
 */
export type ArticleSectionConfig = {
  collection: AnnouncementCollection;
  root: string;
  title: string;
  /** Shown when a list is empty, or a detail is not published and no other article exists. */
  empty: string;
  /** The parent section in breadcrumbs. */
  parent: { name: string; path: string };
  /** Whether list items show the article's image (promotions and travel carry one). */
  withImages: boolean;
};

const NEWS = { name: '最新消息', path: '/news' };
const SOUND = { name: '東震之聲', path: '/sound' };

export const ARTICLE_SECTIONS = {
  activity: { collection: 'news', root: '/news/activity', title: '特惠活動', empty: '無特惠活動', parent: NEWS, withImages: true },
  matter: { collection: 'official-bulletins', root: '/news/matter', title: '公司公告', empty: '無公司公告', parent: NEWS, withImages: false },
  travel: { collection: 'travels', root: '/news/travel', title: '旅遊資訊', empty: '無訊息', parent: NEWS, withImages: true },
  boss: { collection: 'boss-articles', root: '/sound/boss', title: '總經理專欄', empty: '無訊息', parent: SOUND, withImages: false },
} as const satisfies Record<string, ArticleSectionConfig>;

export type ArticleSectionKey = keyof typeof ARTICLE_SECTIONS;

/** A positive id from a URL segment, or null when it cannot name one. */
export const idFromSegment = (raw: string): number | null => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The ?page= of a list: a positive integer, else 1. */
export function pageFromQuery(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

/** The href of a list page: the bare root for page 1, ?page=N after. */
export const listPageHref = (root: string, page: number) => (page <= 1 ? root : `${root}?page=${page}`);

/** Whether a path is the root of an article list (proxy.ts rewrites it to listPageRoute). */
export const isListRoot = (pathname: string) => Object.values(ARTICLE_SECTIONS).some((section) => section.root === pathname);

/**
 * The route that serves page N of a list, {root}/list/[page]: proxy.ts rewrites {root}?page=N (and
 * the bare root as page 1) there. As a path segment the page is prerendered like the [id] routes,
 * and a page past the last one answers 404; read from searchParams, Next (cacheComponents) sends the
 * static shell with 200 before the page's notFound() runs. The bare root is rewritten too: served
 * as its own static page, Next's client router took {root}?page=2 for the same page and never asked
 * the server (the product list had the same trap, list-route.ts).
 */
export const listPageRoute = (root: string, page: number) => `${root}/list/${page}`;
