import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { ArticleSection } from '@/lib/contract/types';
import type { AnnouncementCollection } from '@/lib/calls/public';
import { taipeiDate } from '@/lib/domain/clock';
import { nearestCalendar } from '@/lib/domain/nearest-calendar';
import { serviceBaseRow } from '@/lib/domain/service-base';
import { allPages } from '../all-pages';
import { readArticleTree, SECTION_PATHS } from '../article-tree';
import { call, dataOf, firstOf, pageOf, recordOrNull } from '../call';
import { nullOn404 } from '../errors';
import { serverApi } from '../server';
import { cachedCall } from './cached-call';
import { CACHE_TAGS } from './tags';

/** Cached content lists for server components: the first page of an announcement collection. */
export const loadAnnouncements = (collection: AnnouncementCollection, page = 1) =>
  cachedCall([CACHE_TAGS.articles], `GET ${collection}`, { query: { page: String(page) } }).then(pageOf);

export const loadEbooks = () => cachedCall([CACHE_TAGS.ebooks], 'GET ebook-classes').then(dataOf);

/**
 * This month's calendar (Taiwan time), or null when it is not published yet (404) or the API answers
 * another month's: the home page then says 本月行事曆尚未公布 rather than show that month as this one.
 */
export async function loadCurrentCalendar() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.calendars);
  // The spec's calendar/now answers "a message field on failure": no record is no calendar.
  const calendar = await nullOn404(call(serverApi(), 'GET calendar/now').then(recordOrNull));
  return calendar?.title.startsWith(taipeiDate(new Date()).slice(0, 8)) ? calendar : null;
}

/** One item of an announcement collection, or null; a status other than 1 comes back as it is. */
export async function loadAnnouncementOrNull(collection: AnnouncementCollection, id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.articles, CACHE_TAGS.article(id));
  return nullOn404(call(serverApi(), `GET ${collection}/{id}`, { params: { id } }).then(recordOrNull));
}

/** The ids of the published items of a collection, its first MOST_PAGES_WALKED pages (generateStaticParams of its details). */
export async function loadAnnouncementIds(collection: AnnouncementCollection) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.articles);
  const items = await allPages((page) =>
    call(serverApi(), `GET ${collection}`, { query: { page: String(page) } }).then(pageOf),
  );
  return items.map((item) => item.id);
}

/** One monthly issue with its pages, or null when it is unknown or not released. */
export async function loadEbookOrNull(id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.ebooks);
  return nullOn404(call(serverApi(), 'GET ebook-classes/{id}', { params: { id } }).then(recordOrNull));
}

/** Published calendars ordered by month. */
export const loadCalendars = () => cachedCall([CACHE_TAGS.calendars], 'GET calendars').then(dataOf);

/** One calendar with its course groups, or null when it is unknown or not published. */
export async function loadCalendarOrNull(id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.calendars);
  return nullOn404(call(serverApi(), 'GET calendars/{id}', { params: { id } }).then(recordOrNull));
}

/** The calendar /news/calendar bounces to: this month's, else the nearest published one; null when none. */
export async function loadDefaultCalendarId(): Promise<number | null> {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.calendars);
  const current = await loadCurrentCalendar();
  if (current) return current.id;
  return nearestCalendar(await loadCalendars(), taipeiDate(new Date()).slice(0, 7))?.id ?? null;
}

/**
 * The about / join / service article tree (spec-coverage “Public site: sound and news”: the child routes are built
 * from it): `GET articles/tree`, else from the sections' own calls (`readArticleTree`, decision 0164).
 */
export async function loadArticleTree() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.articles);
  return readArticleTree(serverApi());
}

/** One article of a section with its descendants, or null when the API answers 404. */
export async function loadSectionArticle(section: ArticleSection, id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.articles, CACHE_TAGS.article(id));
  return nullOn404(call(serverApi(), `GET ${SECTION_PATHS[section]}/{id}`, { params: { id } }).then(recordOrNull));
}

/**
 * The service bases of /service/stronghold (spec-coverage “Public site: sound and news”: the list is cached in the route),
 * each read in the embedded API's form or P §3 Service office's (`serviceBaseRow`).
 */
export const loadServiceBases = () =>
  cachedCall([CACHE_TAGS.offices, CACHE_TAGS.serviceBases], 'GET service-bases')
    .then(dataOf)
    .then((bases) => bases.map(serviceBaseRow));

/** The contact page's intro: the first item of `GET contacts`, or null. */
export const loadContactIntro = () => cachedCall([CACHE_TAGS.site], 'GET contacts').then(firstOf);

/** The member terms shown on /service/member-provision: the first item, or null. */
export const loadTerms = () => cachedCall([CACHE_TAGS.site], 'GET terms').then(firstOf);

/** The anti-fraud notice of /scam: the first item, or null. */
export const loadAntifraud = () => cachedCall([CACHE_TAGS.site], 'GET antifrouds').then(firstOf);
