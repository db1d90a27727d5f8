import { sitemapFile, sitemapRoot, URLS_PER_SITEMAP, type SitemapUrl } from '@/lib/sitemap-xml';

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
