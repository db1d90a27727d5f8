import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { ApiError } from '../errors';
import { getCurrentCalendar, listAnnouncements, listEbooks, type AnnouncementCollection } from '../content';
import {
  getArticleTree,
  getSectionArticle,
  listAntifrauds,
  listContactIntros,
  listServiceBases,
  listTerms,
  type ArticleSection,
} from '../content';
import { serverApi } from '../server';
import { CACHE_TAGS } from './tags';

/** Cached content lists for server components: the first page of an announcement collection. */
export async function loadAnnouncements(collection: AnnouncementCollection, page = 1) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.articles);
  return listAnnouncements(serverApi(), collection, page);
}

export async function loadEbooks() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.ebooks);
  return listEbooks(serverApi());
}

/** This month's calendar, or null when it is not published yet (404). */
export async function loadCurrentCalendar() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.calendars);
  try {
    return await getCurrentCalendar(serverApi());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The about / join / service article tree (spec §2: the child routes are built from it). */
export async function loadArticleTree() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.articles);
  return getArticleTree(serverApi());
}

/** One article of a section with its descendants, or null when the API answers 404. */
export async function loadSectionArticle(section: ArticleSection, id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.articles, CACHE_TAGS.article(id));
  try {
    return await getSectionArticle(serverApi(), section, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The service bases of /service/stronghold (spec §2: the list is cached in the route). */
export async function loadServiceBases() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.offices, CACHE_TAGS.serviceBases);
  return listServiceBases(serverApi());
}

/** The contact page's intro: the first item of `GET contacts`, or null. */
export async function loadContactIntro() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return (await listContactIntros(serverApi()))[0] ?? null;
}

/** The member terms shown on /service/member-provision: the first item, or null. */
export async function loadTerms() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return (await listTerms(serverApi()))[0] ?? null;
}

/** The anti-fraud notice of /scam: the first item, or null. */
export async function loadAntifraud() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return (await listAntifrauds(serverApi()))[0] ?? null;
}
