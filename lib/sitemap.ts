import { cacheLife, cacheTag } from 'next/cache';
import { readArticleTree } from '@/lib/api/article-tree';
import { call, dataOf } from '@/lib/api/call';
import { allPages } from '@/lib/api/all-pages';
import type { Api } from '@/lib/api/client';
import { orWhenAbsent } from '@/lib/api/errors';
import { CACHE_TAGS } from '@/lib/api/loaders/tags';
import { serverApi } from '@/lib/api/server';
import type { Article } from '@/lib/contract/types';
import type { AnnouncementCollection } from '@/lib/calls/public';
import { SITE_URL } from '@/lib/metadata';
import { productPath } from '@/lib/routes/product-list-query';
import { FIXED_PUBLIC_PAGES } from '@/lib/routes/public-pages';
import type { SitemapUrl } from '@/lib/sitemap-xml';
import { isPublicProduct } from '@/lib/domain/product-visibility';

type Entry = { path: string; updatedAt?: string | null };

/** Each announcement collection and the route its details live under (spec-coverage “Public site: platform, SEO and speed”). */
const ANNOUNCEMENT_ROUTES: [AnnouncementCollection, string][] = [
  ['boss-articles', '/sound/boss'],
  ['official-bulletins', '/news/matter'],
  ['news', '/news/activity'],
  ['travels', '/news/travel'],
];

/**
 * The most pages of `GET products` the sitemap reads from an API without `GET products/sitemap` (decision 0164):
 * 12,000 products at the spec API's 12 a page, far more than the company sells.
 */
const MOST_PRODUCT_PAGES_READ = 1000;

/** A part of the sitemap whose call the API has not (404, 405) is left out, not the whole sitemap's failure. */
const noneWhenAbsent = <T>(load: Promise<T[]>) => orWhenAbsent(load, async () => [] as T[]);

/**
 * The products a visitor may see, by id with their last change: `GET products/sitemap` in one call (decision
 * 0137), else every page of `GET products` (decision 0164), a tester's or unavailable product left out.
 */
const sitemapProducts = (api: Api): Promise<{ id: number; updated_at: string }[]> =>
  orWhenAbsent(call(api, 'GET products/sitemap').then(dataOf), async () =>
    (
      await noneWhenAbsent(
        allPages((page) => call(api, 'GET products', { query: { page: String(page) } }), MOST_PRODUCT_PAGES_READ),
      )
    ).filter(isPublicProduct),
  );

/** /about/{id} for each top-level article and /about/{id}/{childId} for its children (deeper ones are panels). */
function articleEntries(root: string, articles: Article[]): Entry[] {
  return articles.flatMap((article) => [
    { path: `${root}/${article.id}`, updatedAt: article.updated_at },
    ...article.web_children.map((child) => ({
      path: `${root}/${article.id}/${child.id}`,
      updatedAt: child.updated_at,
    })),
  ]);
}

/** The API's Taiwan wall-clock time ('YYYY-MM-DD HH:mm:ss') as an ISO instant. */
const toIso = (value: string | null | undefined) => {
  if (!value) return undefined;
  const date = new Date(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/**
 * Every product, article, calendar and e-book page a visitor can open, read through the public API, once each,
 * as absolute URLs on SITE_URL (lib/metadata.ts). The products come in one call (GET products/sitemap), not a
 * call per page of 12, where the API has it. A part whose call the API has not is left out (decision 0164);
 * any other failure fails the sitemap, so that no sitemap with a hole is cached.
 */
export async function loadSitemapUrls(): Promise<SitemapUrl[]> {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.products, CACHE_TAGS.articles, CACHE_TAGS.calendars, CACHE_TAGS.ebooks);
  const api = serverApi();
  const [products, announcements, tree, calendars, ebooks] = await Promise.all([
    sitemapProducts(api),
    Promise.all(
      ANNOUNCEMENT_ROUTES.map(([collection]) =>
        noneWhenAbsent(allPages((page) => call(api, `GET ${collection}`, { query: { page: String(page) } }))),
      ),
    ),
    readArticleTree(api),
    noneWhenAbsent(call(api, 'GET calendars').then(dataOf)),
    noneWhenAbsent(call(api, 'GET ebook-classes').then(dataOf)),
  ]);
  const entries: Entry[] = [
    ...FIXED_PUBLIC_PAGES.map((path) => ({ path })),
    ...products.map((product) => ({ path: productPath(product.id), updatedAt: product.updated_at })),
    ...ANNOUNCEMENT_ROUTES.flatMap(([, route], i) =>
      announcements[i].map((item) => ({ path: `${route}/${item.id}`, updatedAt: item.updated_at })),
    ),
    ...articleEntries('/about', tree.about),
    ...articleEntries('/join', tree.join),
    ...articleEntries('/service', tree.service),
    ...calendars.map((calendar) => ({ path: `/news/calendar/${calendar.id}`, updatedAt: calendar.updated_at })),
    ...ebooks.map((ebook) => ({ path: `/sound/monthly/${ebook.id}`, updatedAt: ebook.updated_at })),
  ];
  const seen = new Set<string>();
  return entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map((entry) => ({ url: `${SITE_URL}${entry.path}`, lastModified: toIso(entry.updatedAt) }));
}
