import type { Api } from './client';
import { searchParams } from './search-params';
import type { ContactInquiry } from '@/lib/domain/validation/contact';
import type { EbookViewFrom } from '@/lib/domain/flip-book';
import type { Antifraud, Article, ArticleTree, ContactIntro, ServiceBase, Term } from '@/lib/contract/types';
import type { Announcement, Calendar, CalendarDetail, Ebook, Item, Paged } from '@/lib/contract/types';

type List<T> = { data: T[] };

/** The announcement-like collections (spec-coverage “Public site: sound and news” "Articles"), by their API path. */
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

/** One issue with its pages (ebook_images ordered by page); 404 '查無此期月刊'. */
export const getEbook = (api: Api, id: number) => api.get(`ebook-classes/${id}`).json<Item<Ebook>>().then((r) => r.data);

/** Where a magazine is read from (spec-coverage “Public site: sound and news”: mobile below 768 px window width). */

/** Records one view of an issue: PUT ebook-classes/{id}/count with {id, view_from}. */
export const recordEbookView = (api: Api, id: number, view_from: EbookViewFrom) =>
  api.put(`ebook-classes/${id}/count`, { json: { id, view_from } }).json<Item<Ebook>>().then((r) => r.data);

/** Published calendars ordered by title (YYYY-MM-01), without their courses. */
export const listCalendars = (api: Api) => api.get('calendars').json<List<Calendar>>().then((r) => r.data);

/** One calendar with its three course groups; 404 '查無此行事曆'. */
export const getCalendar = (api: Api, id: number) => api.get(`calendars/${id}`).json<Item<CalendarDetail>>().then((r) => r.data);

/** The about / join / service sections (spec-coverage “Public site: sound and news”) and the API path of their single articles. */
export type ArticleSection = keyof ArticleTree;

const SECTION_PATHS: Record<ArticleSection, string> = { about: 'abouts', join: 'join-us', service: 'services' };

/** The article tree the about, join and service child routes are built from (`GET articles/tree`). */
export const getArticleTree = (api: Api) => api.get('articles/tree').json<Item<ArticleTree>>().then((r) => r.data);

/** One article of a section with its published descendants; 404 '查無此文章'. */
export const getSectionArticle = (api: Api, section: ArticleSection, id: number) =>
  api.get(`${SECTION_PATHS[section]}/${id}`).json<Item<Article>>().then((r) => r.data);

/** Nationwide service bases (/service/stronghold). */
export const listServiceBases = (api: Api) => api.get('service-bases').json<List<ServiceBase>>().then((r) => r.data);

/** Contact page intro texts; the first item is shown. */
export const listContactIntros = (api: Api) => api.get('contacts').json<List<ContactIntro>>().then((r) => r.data);

/** Member terms; the first item is shown. */
export const listTerms = (api: Api) => api.get('terms').json<List<Term>>().then((r) => r.data);

/** Anti-fraud notices; the scam page shows the first item. */
export const listAntifrauds = (api: Api) => api.get('antifrouds').json<List<Antifraud>>().then((r) => r.data);

/** Sends a contact inquiry (`POST mail-to-tocin`); 201 with a message, 422 with field errors. */
export const sendContactInquiry = (api: Api, inquiry: ContactInquiry) =>
  api.post('mail-to-tocin', { json: inquiry }).json<{ message: string }>();

/**
 * The calendar to open when none is named (spec-coverage “Public site: sound and news”: the current month by default): this month's
 * when published, else the one whose month is nearest to `month` ('YYYY-MM'; the later one on a tie).
 */
export function nearestCalendar<T extends Pick<Calendar, 'title'>>(calendars: T[], month: string): T | null {
  const index = (title: string) => {
    const [year, number] = title.split('-').map(Number);
    return year * 12 + number - 1;
  };
  const target = index(month);
  let best: T | null = null;
  for (const calendar of calendars) {
    const distance = Math.abs(index(calendar.title) - target);
    const bestDistance = best ? Math.abs(index(best.title) - target) : Infinity;
    if (distance < bestDistance || (distance === bestDistance && best && index(calendar.title) > index(best.title))) best = calendar;
  }
  return best;
}
