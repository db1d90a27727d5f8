/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { notFound, redirect } from 'next/navigation';
import { ArticleDetailPage } from '@/components/news/article-detail-page';
import { loadAnnouncementOrNull, loadAnnouncements } from '@/lib/api/loaders/content';
import type { Announcement, Paged } from '@/lib/contract/types';

jest.mock('@/lib/api/loaders/content', () => ({
  loadAnnouncementOrNull: jest.fn(),
  loadAnnouncements: jest.fn(),
  loadAnnouncementIds: jest.fn(),
}));
jest.mock('@/lib/api/loaders/site', () => ({
  loadSiteRights: jest.fn(),
  loadSystemImages: jest.fn(),
  loadSeoMeta: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  notFound: jest.fn(() => {
    throw new Error('NOT_FOUND');
  }),
  redirect: jest.fn((url: string) => {
    throw new Error(`REDIRECT ${url}`);
  }),
}));

const loadOne = loadAnnouncementOrNull as jest.MockedFunction<typeof loadAnnouncementOrNull>;
const loadList = loadAnnouncements as jest.MockedFunction<typeof loadAnnouncements>;

const article = (id: number, status: number): Announcement => ({
  id,
  status,
  title: `公告 ${id}`,
  content: '<p>內文</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  sort: 1,
  image: null,
  index_title: null,
  is_notifiable: 0,
  prefix_time: null,
  published_at: '2026-03-02 09:00:00',
  finished_at: null,
  updated_user: null,
  created_at: '2026-03-02 09:00:00',
  updated_at: '2026-03-02 09:00:00',
  deleted_at: null,
});
const page = (items: Announcement[]): Paged<Announcement> => ({
  data: items,
  current_page: 1,
  from: 1,
  last_page: 1,
  per_page: 10,
  to: items.length,
  total: items.length,
  path: '',
});

beforeEach(() => jest.clearAllMocks());

it('shows a published article with its HTML sanitized', async () => {
  loadOne.mockResolvedValue(article(4, 1));
  const { container } = render(await ArticleDetailPage({ section: 'matter', id: '4' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('公告 4');
  expect(screen.getByText('內文')).toBeInTheDocument();
  expect(container.innerHTML).not.toMatch(/alert|onerror/);
});

it('redirects an article whose status is not 1 to the newest one', async () => {
  loadOne.mockResolvedValue(article(9, 0));
  loadList.mockResolvedValue(page([article(6, 1), article(5, 1)]));
  await expect(ArticleDetailPage({ section: 'matter', id: '9' })).rejects.toThrow('REDIRECT /news/matter/6');
  expect(redirect).toHaveBeenCalledWith('/news/matter/6');
});

it('never redirects to itself nor to an unpublished one: the newest published other, else the empty text (the browser once went round until ERR_TOO_MANY_REDIRECTS)', async () => {
  loadOne.mockResolvedValue(article(3, 0));
  loadList.mockResolvedValue(page([article(8, 0), article(3, 1), article(2, 1)]));
  render(await ArticleDetailPage({ section: 'travel', id: '3' }));
  expect(screen.getByText('無訊息')).toBeInTheDocument();
  loadList.mockResolvedValue(page([article(8, 0), article(5, 1)]));
  await expect(ArticleDetailPage({ section: 'travel', id: '3' })).rejects.toThrow('REDIRECT /news/travel/5');
  expect(redirect).toHaveBeenCalledTimes(1);
});

it.each([
  ['matter', 'official-bulletins', '無公司公告'],
  ['activity', 'news', '無特惠活動'],
  ['travel', 'travels', '無訊息'],
  ['boss', 'boss-articles', '無訊息'],
] as const)('%s (%s): with no published article the empty text is %s', async (section, collection, text) => {
  loadOne.mockResolvedValue(article(9, 2));
  loadList.mockResolvedValue(page([]));
  render(await ArticleDetailPage({ section, id: '9' }));
  expect(loadList).toHaveBeenCalledWith(collection);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(redirect).not.toHaveBeenCalled();
});

it('answers not found for an id the API does not know or that cannot be one', async () => {
  loadOne.mockResolvedValue(null);
  await expect(ArticleDetailPage({ section: 'matter', id: '404' })).rejects.toThrow('NOT_FOUND');
  await expect(ArticleDetailPage({ section: 'matter', id: 'abc' })).rejects.toThrow('NOT_FOUND');
  expect(notFound).toHaveBeenCalledTimes(2);
  expect(loadOne).toHaveBeenCalledTimes(1);
});
