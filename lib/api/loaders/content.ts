import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { ApiError } from '../errors';
import { getCurrentCalendar, listAnnouncements, listEbooks, type AnnouncementCollection } from '../content';
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
