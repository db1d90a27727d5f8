import { loadSitemapUrls } from '@/lib/sitemap';
import { sitemapFile, sitemapRoot, URLS_PER_SITEMAP, type SitemapUrl } from '@/lib/sitemap-xml';
import { fakeCompanyApi } from '../support/company-api';
import { specSectionAnswer } from '../support/content-fixtures';

jest.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const SITE = 'https://shop.example';
const urls = (n: number): SitemapUrl[] =>
  Array.from({ length: n }, (_, i) => ({ url: `${SITE}/product/${i + 1}`, lastModified: '2026-01-02T03:04:05.000Z' }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe('sitemap.xml by the protocol (issue 37, decision 0137)', () => {
  it(`lists up to ${URLS_PER_SITEMAP} URLs in itself, with their last change, and has no files`, () => {
    const xml = sitemapRoot(urls(URLS_PER_SITEMAP), SITE);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toHaveLength(URLS_PER_SITEMAP);
    expect(xml).toContain(`<loc>${SITE}/product/1</loc>\n<lastmod>2026-01-02T03:04:05.000Z</lastmod>`);
    expect(sitemapFile(urls(URLS_PER_SITEMAP), 1)).toBeNull();
  });

  it(`past ${URLS_PER_SITEMAP} URLs is an index of files that list every URL once, none more than ${URLS_PER_SITEMAP}`, () => {
    const all = urls(2 * URLS_PER_SITEMAP + 1);
    const index = sitemapRoot(all, SITE);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    expect(locs(index)).toEqual([`${SITE}/sitemap/1.xml`, `${SITE}/sitemap/2.xml`, `${SITE}/sitemap/3.xml`]);
    const files = [1, 2, 3].map((n) => locs(sitemapFile(all, n)!));
    expect(files.map((file) => file.length)).toEqual([URLS_PER_SITEMAP, URLS_PER_SITEMAP, 1]);
    expect(files.flat()).toEqual(all.map((entry) => entry.url));
    for (const n of [0, 4, 1.5]) expect(sitemapFile(all, n)).toBeNull();
  });

  it('escapes what XML must escape in an address', () => {
    expect(sitemapRoot([{ url: `${SITE}/a?b=1&c=<2>` }], SITE)).toContain(
      '<loc>https://shop.example/a?b=1&amp;c=&lt;2&gt;</loc>\n</url>',
    );
  });
});

describe('the sitemap on an API built from the spec (issue 50, D18, decision 0164)', () => {
  const api = fakeCompanyApi();
  const stamp = '2026-01-02 03:04:05';
  const record = (id: number, more: Record<string, unknown> = {}) => ({ id, updated_at: stamp, ...more });
  const paged = (data: unknown[], page: number, last: number) => ({ data, current_page: page, last_page: last });
  /** Two pages of products, one product of them unavailable (status 0) and one a tester's. */
  const productPages: Record<string, unknown[]> = {
    '1': [record(1, { status: 1, is_testing: 0 }), record(2, { status: 0, is_testing: 0 })],
    '2': [record(3, { status: 1, is_testing: 0 }), record(4, { status: 1, is_testing: 1 })],
  };
  /** What the spec's calls answer; GET products/sitemap and GET articles/tree are not among them. */
  const specAnswers = (path: string, url: URL): [number, unknown] | undefined => {
    const page = url.searchParams.get('page') ?? '1';
    if (path === 'products') return [200, paged(productPages[page] ?? [], Number(page), 2)];
    if (path === 'boss-articles') return [200, paged([record(5)], 1, 1)];
    if (['news', 'travels'].includes(path)) return [200, paged([], 1, 1)];
    if (path === 'calendars') return [200, { data: [record(7)] }];
    if (path === 'ebook-classes') return [200, { data: [record(11)] }];
    return specSectionAnswer(path);
  };
  const paths = async () =>
    (await loadSitemapUrls()).map((entry) => new URL(entry.url).pathname).filter((path) => /\d$/.test(path));

  it('pages through GET products without GET products/sitemap, and reads the article tree from the sections', async () => {
    api.answers(specAnswers);
    const listed = await paths();
    expect(listed.filter((path) => path.startsWith('/product/'))).toEqual(['/product/1', '/product/3']);
    expect(listed).toEqual(
      expect.arrayContaining(['/sound/boss/5', '/news/calendar/7', '/sound/monthly/11', '/about/30', '/about/30/31']),
    );
    expect(listed).toEqual(expect.arrayContaining(['/join/75', '/service/1/8', '/service/9/10']));
    expect(api.asked).toEqual(expect.arrayContaining(['products/sitemap', 'products?page=1', 'products?page=2']));
  });

  it('leaves out a part whose call the API has not, and lists the rest', async () => {
    api.answers((path, url) =>
      path === 'official-bulletins' || path === 'ebook-classes' ? undefined : specAnswers(path, url),
    );
    const listed = await paths();
    expect(listed).toContain('/product/1');
    expect(listed).toContain('/news/calendar/7');
    expect(listed.some((path) => path.startsWith('/sound/monthly/'))).toBe(false);
  });

  it('fails on a failure that is not a missing call, so that no sitemap with a hole is kept', async () => {
    // The shop's own calls answer, so that no walk of the spec's calls is still under way when the test ends.
    api.answers((path, url) => {
      if (path === 'calendars') return [500, { message: 'Server Error' }];
      if (path === 'products/sitemap') return [200, { data: [] }];
      if (path === 'articles/tree') return [200, { data: { about: [], join: [], service: [] } }];
      return specAnswers(path, url);
    });
    await expect(loadSitemapUrls()).rejects.toMatchObject({ status: 500 });
  });

  it('reads at most 100 pages of an announcement list, whatever its last_page', async () => {
    api.answers((path, url) =>
      path === 'boss-articles'
        ? [200, paged([record(5)], Number(url.searchParams.get('page') ?? '1'), 2_000_000_000)]
        : specAnswers(path, url),
    );
    expect(await paths()).toContain('/sound/boss/5');
    expect(api.asked.filter((asked) => asked.startsWith('boss-articles'))).toHaveLength(100);
  });

  it('reads GET products/sitemap where the API has it, in one call (decision 0137)', async () => {
    api.answers((path, url) => (path === 'products/sitemap' ? [200, { data: [record(42)] }] : specAnswers(path, url)));
    expect((await paths()).filter((path) => path.startsWith('/product/'))).toEqual(['/product/42']);
    expect(api.asked.some((path) => path.startsWith('products?'))).toBe(false);
  });
});
