import { allPages, MOST_PAGES_WALKED, pageNumbers } from '@/lib/api/all-pages';
import { loadAnnouncementIds } from '@/lib/api/loaders/content';
import { fakeCompanyApi } from '../support/company-api';

jest.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

/** A page of a list whose last_page is whatever an API says, here far past any real list. */
const page = (current: number, last = 100_000) => ({
  data: [{ id: current }],
  current_page: current,
  from: current,
  last_page: last,
  per_page: 1,
  to: current,
  total: last,
  path: 'https://api.example/news',
});

describe('a walk of a paged list stops at MOST_PAGES_WALKED pages, whatever last_page says', () => {
  const api = fakeCompanyApi();

  it('lists page numbers 1 … last_page up to the most, and page 1 of an empty list', () => {
    expect(pageNumbers(3)).toEqual([1, 2, 3]);
    expect(pageNumbers(0)).toEqual([1]);
    expect(pageNumbers(2_000_000_000)).toHaveLength(MOST_PAGES_WALKED);
    expect(pageNumbers(2_000_000_000).at(-1)).toBe(MOST_PAGES_WALKED);
  });

  it('reads every page of a short list and at most the most of a long one, a few at a time', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const load = async (number: number) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      return page(number);
    };
    expect((await allPages((number) => Promise.resolve(page(number, 3)))).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(await allPages(load)).toHaveLength(MOST_PAGES_WALKED);
    expect(mostInFlight).toBeLessThanOrEqual(8);
  });

  it('the build prerenders the details of an announcement list of the first pages only', async () => {
    api.answers((path, url) =>
      path === 'news' ? [200, page(Number(url.searchParams.get('page') ?? '1'))] : undefined,
    );
    const ids = await loadAnnouncementIds('news');
    expect(ids).toHaveLength(MOST_PAGES_WALKED);
    expect(api.asked.filter((asked) => asked.startsWith('news'))).toHaveLength(MOST_PAGES_WALKED);
  });
});
