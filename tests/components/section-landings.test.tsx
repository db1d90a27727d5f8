/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { redirect } from 'next/navigation';
import CalendarIndexPage from '@/app/news/calendar/page';
import NewsPage from '@/app/news/page';
import SoundPage from '@/app/sound/page';
import MonthlyPage from '@/app/sound/monthly/page';
import { loadAnnouncements, loadCurrentCalendar, loadDefaultCalendarId, loadEbooks } from '@/lib/api/loaders/content';
import { ebook } from '@/lib/contract/schema/content';
import type { Announcement, CalendarDetail, Paged } from '@/lib/contract/types';
import { contractFixture } from '../support/contract-fixture';

/** The section landings /sound and /news and the issue list /sound/monthly (spec-coverage “Public site: sound and news”). */
jest.mock('@/lib/api/loaders/content', () => ({
  loadAnnouncements: jest.fn(),
  loadCurrentCalendar: jest.fn(),
  loadEbooks: jest.fn(),
  loadDefaultCalendarId: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`REDIRECT ${url}`);
  }),
}));
jest.mock('@/lib/api/loaders/site', () => ({ loadSeoMeta: jest.fn(), loadSystemImages: jest.fn() }));

const announcements = loadAnnouncements as jest.MockedFunction<typeof loadAnnouncements>;
const ebooks = loadEbooks as jest.MockedFunction<typeof loadEbooks>;
const calendar = loadCurrentCalendar as jest.MockedFunction<typeof loadCurrentCalendar>;

const list = (collection: string): Paged<Announcement> => {
  const data = Array.from(
    { length: 8 },
    (_, index) =>
      ({
        id: index + 1,
        status: 1,
        title: `${collection} ${index + 1}`,
        content: '<p>x</p>',
        image: null,
      }) as Announcement,
  );
  return { data, current_page: 1, from: 1, last_page: 1, per_page: 10, to: 8, total: 8, path: '' };
};
// Newest first, as GET ebook-classes answers them.
const issues = Array.from({ length: 6 }, (_, index) =>
  contractFixture(ebook, { id: 6 - index, title: `東震月刊 第 ${60 - index} 期`, image: `ebooks/${6 - index}.jpg` }),
);

beforeEach(() => {
  announcements.mockImplementation(async (collection) => list(collection));
  ebooks.mockResolvedValue(issues);
  calendar.mockResolvedValue({ id: 7, title: '2026-11', dumpling_day: ['5'] } as unknown as CalendarDetail);
});

const block = (name: string) => screen.getByRole('region', { name });
const itemLinks = (name: string, root: string) =>
  within(block(name))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href !== root && href?.startsWith(`${root}/`));

it('/sound shows the latest 4 monthly issues and the latest 3 columns, with links to both lists', async () => {
  render(await SoundPage());
  expect(itemLinks('東震月刊', '/sound/monthly')).toEqual(
    issues.slice(0, 4).map((issue) => `/sound/monthly/${issue.id}`),
  );
  expect(itemLinks('總經理專欄', '/sound/boss')).toEqual(['/sound/boss/1', '/sound/boss/2', '/sound/boss/3']);
  expect(within(block('東震月刊')).getByRole('link', { name: /看更多/ })).toHaveAttribute('href', '/sound/monthly');
  expect(within(block('總經理專欄')).getByRole('link', { name: /看更多/ })).toHaveAttribute('href', '/sound/boss');
});

it("/news shows the latest 4 promotions, 5 bulletins and 3 travel items, and this month's calendar", async () => {
  render(await NewsPage());
  expect(itemLinks('特惠活動', '/news/activity')).toHaveLength(4);
  expect(itemLinks('公司公告', '/news/matter')).toHaveLength(5);
  expect(itemLinks('旅遊資訊', '/news/travel')).toHaveLength(3);
  expect(within(block('行事曆')).getByRole('link', { name: '查看本月課程與公休公告' })).toHaveAttribute(
    'href',
    '/news/calendar/7',
  );
});

it('/sound/monthly lists every released issue, newest first', async () => {
  render(await MonthlyPage());
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
    issues.map((issue) => `/sound/monthly/${issue.id}`),
  );
});

it('/news/calendar goes to the calendar chosen (this month, else the nearest), and with none says 無訊息', async () => {
  const defaultId = loadDefaultCalendarId as jest.MockedFunction<typeof loadDefaultCalendarId>;
  defaultId.mockResolvedValueOnce(7);
  await expect(CalendarIndexPage()).rejects.toThrow('REDIRECT /news/calendar/7');
  expect(redirect).toHaveBeenCalledWith('/news/calendar/7');
  defaultId.mockResolvedValueOnce(null);
  render(await CalendarIndexPage());
  expect(screen.getByText('無訊息')).toBeInTheDocument();
});
