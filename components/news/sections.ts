import type { AnnouncementCollection } from '@/lib/calls/public';
import { ARTICLE_LIST_ROOTS } from '@/lib/routes/article-lists';

/**
 * The announcement-like article sections (spec-coverage “Public site: sound and news” "Article pages"): the API collection, the route
 * root (lib/routes/article-lists.ts; the detail path is {root}/{id}), the title and the empty text of spec-coverage “Public site: sound and news”.
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
  activity: {
    collection: 'news',
    root: ARTICLE_LIST_ROOTS.activity,
    title: '特惠活動',
    empty: '無特惠活動',
    parent: NEWS,
    withImages: true,
  },
  matter: {
    collection: 'official-bulletins',
    root: ARTICLE_LIST_ROOTS.matter,
    title: '公司公告',
    empty: '無公司公告',
    parent: NEWS,
    withImages: false,
  },
  travel: {
    collection: 'travels',
    root: ARTICLE_LIST_ROOTS.travel,
    title: '旅遊資訊',
    empty: '無訊息',
    parent: NEWS,
    withImages: true,
  },
  boss: {
    collection: 'boss-articles',
    root: ARTICLE_LIST_ROOTS.boss,
    title: '總經理專欄',
    empty: '無訊息',
    parent: SOUND,
    withImages: false,
  },
} as const satisfies Record<string, ArticleSectionConfig>;

export type ArticleSectionKey = keyof typeof ARTICLE_SECTIONS;
