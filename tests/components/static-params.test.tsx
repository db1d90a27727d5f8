import { generateStaticParams as calendarParams } from '@/app/news/calendar/[id]/page';
import { generateStaticParams as bulletinParams } from '@/app/news/matter/[id]/page';
import { generateStaticParams as columnParams } from '@/app/sound/boss/[id]/page';
import { generateStaticParams as issueParams } from '@/app/sound/monthly/[id]/page';
import { generateStaticParams as bulletinListParams } from '@/app/news/matter/list/[page]/page';
import { productListParams } from '@/components/product/product-list-page';
import { MOST_PAGES_WALKED } from '@/lib/api/all-pages';
import { loadProducts, loadSidebar } from '@/lib/api/loaders/catalogue';
import { loadAnnouncementIds, loadAnnouncements, loadCalendars, loadEbooks } from '@/lib/api/loaders/content';
import { contractFixture } from '../support/contract-fixture';
import { ebook } from '@/lib/contract/schema/content';

/** The build prerenders every published item, issue and calendar (spec-coverage “Public site: sound and news”). */
jest.mock('@/lib/api/loaders/content', () => ({
  loadAnnouncementIds: jest.fn(),
  loadCalendars: jest.fn(),
  loadEbooks: jest.fn(),
  loadAnnouncementOrNull: jest.fn(),
  loadAnnouncements: jest.fn(),
  loadEbookOrNull: jest.fn(),
  loadCalendarOrNull: jest.fn(),
}));
jest.mock('@/lib/api/loaders/catalogue', () => ({ loadProducts: jest.fn(), loadSidebar: jest.fn() }));
jest.mock('@/lib/api/loaders/site', () => ({ loadSeoMeta: jest.fn(), loadSystemImages: jest.fn() }));

const ids = loadAnnouncementIds as jest.MockedFunction<typeof loadAnnouncementIds>;
const ebooks = loadEbooks as jest.MockedFunction<typeof loadEbooks>;
const calendars = loadCalendars as jest.MockedFunction<typeof loadCalendars>;

it('generateStaticParams lists every published item, issue and calendar of each [id] route', async () => {
  ids.mockImplementation(async (collection) => (collection === 'boss-articles' ? [3, 9] : [4, 5, 6]));
  ebooks.mockResolvedValue([12, 11].map((id) => contractFixture(ebook, { id })));
  calendars.mockResolvedValue([{ id: 7 }, { id: 8 }] as Awaited<ReturnType<typeof loadCalendars>>);
  expect(await columnParams()).toEqual([{ id: '3' }, { id: '9' }]);
  expect(await bulletinParams()).toEqual([{ id: '4' }, { id: '5' }, { id: '6' }]);
  expect(ids).toHaveBeenCalledWith('official-bulletins');
  expect(await issueParams()).toEqual([{ id: '12' }, { id: '11' }]);
  expect(await calendarParams()).toEqual([{ id: '7' }, { id: '8' }]);
});

it('an empty or unreadable list still gives the build one id to prerender (the not-found page)', async () => {
  ids.mockRejectedValue(new Error('down'));
  ebooks.mockResolvedValue([]);
  calendars.mockRejectedValue(new Error('down'));
  expect(await bulletinParams()).toEqual([{ id: '1' }]);
  expect(await issueParams()).toEqual([{ id: '1' }]);
  expect(await calendarParams()).toEqual([{ id: '1' }]);
});

it('the build prerenders the first MOST_PAGES_WALKED pages of a list, whatever last_page an API answers', async () => {
  const lastPage = 100_000;
  (loadAnnouncements as jest.Mock).mockResolvedValue({ data: [], current_page: 1, last_page: lastPage });
  (loadProducts as jest.Mock).mockResolvedValue({ data: [], current_page: 1, last_page: lastPage });
  (loadSidebar as jest.Mock).mockResolvedValue([]);
  const listPages = await bulletinListParams();
  expect(listPages).toHaveLength(MOST_PAGES_WALKED);
  expect(listPages.at(-1)).toEqual({ page: String(MOST_PAGES_WALKED) });
  // The full list, its later pages and both price orders.
  expect(await productListParams()).toHaveLength(MOST_PAGES_WALKED + 2);
});
