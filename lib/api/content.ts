import { searchParams, type Api } from './client';
import type { Announcement, CalendarDetail, Ebook, Item, Paged } from './types';

type List<T> = { data: T[] };

/** The announcement-like collections (spec §7 "Articles"), by their API path. */
export type AnnouncementCollection = 'boss-articles' | 'official-bulletins' | 'news' | 'travels';

/** Published items of one collection, newest first, ten a page. */
export const listAnnouncements = (api: Api, collection: AnnouncementCollection, page = 1) =>
  api.get(collection, { searchParams: searchParams({ page }) }).json<Paged<Announcement>>();

/** One item; 404 '查無此文章'. A status other than 1 comes back as it is: the page decides. */
export const getAnnouncement = (api: Api, collection: AnnouncementCollection, id: number) =>
  api.get(`${collection}/${id}`).json<Item<Announcement>>().then((r) => r.data);

/** Released monthly issues, newest first, without their pages. */
export const listEbooks = (api: Api) => api.get('ebook-classes').json<List<Ebook>>().then((r) => r.data);

/** This month's calendar (Taiwan time); 404 '本月行事曆尚未公布' when there is none. */
export const getCurrentCalendar = (api: Api) => api.get('calendar/now').json<Item<CalendarDetail>>().then((r) => r.data);
