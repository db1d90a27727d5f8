import { and, eq, sum } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import {
  announcements,
  articles,
  browseCounts,
  ebookClasses,
  ebookImages,
  imageBanners,
  indexBanners,
  loginPops,
  navbars,
  systemImages,
} from '@/backend/db/schema';
import { requestedImages } from '@/backend/seed/images';
import { taipeiDate, taipeiDateTime } from '@/lib/domain/clock';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

const within = (row: { published_at: string | null; finished_at: string | null }, now: string) =>
  (row.published_at === null || row.published_at <= now) && (row.finished_at === null || row.finished_at > now);

describe('site content', () => {
  it('lists the system images by sort: 0 logo, 3 site icon, 4 small logo', async () => {
    const { status, json } = await call('GET', 'system-images');
    expect(status).toBe(200);
    expect(json.data.map((image: { sort: number }) => image.sort)).toEqual([0, 1, 2, 3, 4]);
    expect(json.data[0]).toMatchObject({ title: '網站標誌', image: 'system/logo.png' });
    expect(json.data[3]).toMatchObject({ title: '網站圖示', image: 'system/site-icon.png' });
    expect(json.data[4]).toMatchObject({ title: '小標誌', image: 'system/logo-small.png' });
  });

  it('answers the footer rights with contact details and social links', async () => {
    const { json } = await call('GET', 'system-rights');
    const [rights] = json.data;
    for (const field of [
      'address',
      'telphone',
      'fax',
      'email',
      'declare',
      'link_fb',
      'link_line',
      'link_youtube',
      'link_ig',
      'link_wechat',
      'link_twitter',
    ]) {
      expect(rights[field]).toEqual(expect.any(String));
      expect(rights[field].length).toBeGreaterThan(0);
    }
    expect(rights.address).toContain('臺中市');
  });

  it('answers the SEO meta with the company name as title', async () => {
    const { json } = await call('GET', 'seometas');
    expect(json.data[0]).toMatchObject({ title: '東震股份有限公司', author: '東震股份有限公司' });
    expect(json.data[0].keyword).toContain('東震');
  });

  it('nests the menu as web_children and leaves inactive entries out', async () => {
    const db = await getDb();
    const [news] = await db.select().from(navbars).where(eq(navbars.path, '/news'));
    await db.insert(navbars).values({ parent_id: news.id, name: '停用的選單', path: '/news/hidden', active: 0 });

    const { json } = await call('GET', 'navbars');
    expect(json.data.map((entry: { path: string }) => entry.path)).toEqual([
      '/about',
      '/join',
      '/sound',
      '/news',
      '/product',
      '/member',
      '/service',
    ]);
    const newsEntry = json.data.find((entry: { path: string }) => entry.path === '/news');
    expect(newsEntry.web_children.map((child: { path: string }) => child.path)).toEqual([
      '/news/activity',
      '/news/matter',
      '/news/travel',
      '/news/calendar',
    ]);
    expect(newsEntry.web_children.every((child: { parent_id: number }) => child.parent_id === newsEntry.id)).toBe(true);
  });

  it('lists only banners within their window, with both use flags', async () => {
    const now = taipeiDateTime(new Date());
    const stored = await (await getDb()).select().from(imageBanners);
    const { json } = await call('GET', 'index-carousels');
    expect(json.data.map((banner: { id: number }) => banner.id).sort()).toEqual(
      stored
        .filter((row) => within(row, now))
        .map((row) => row.id)
        .sort(),
    );
    expect(stored.some((row) => !within(row, now))).toBe(true);
    expect(
      json.data.filter((banner: { is_index_use: number }) => banner.is_index_use === 1).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      json.data.filter((banner: { is_product_use: number }) => banner.is_product_use === 1).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('lists the marquees for the home and product pages', async () => {
    const { json } = await call('GET', 'index-marquees');
    expect(json.data.some((marquee: { is_index_use: number }) => marquee.is_index_use === 1)).toBe(true);
    expect(json.data.some((marquee: { is_product_use: number }) => marquee.is_product_use === 1)).toBe(true);
    expect(json.data.every((marquee: { content: string }) => marquee.content.length > 0)).toBe(true);
  });

  it('answers index banner texts, the anti-fraud page, videos, contact intro and terms', async () => {
    const banners = await call('GET', 'index-banners');
    expect(banners.json.data[0]).toEqual(
      expect.objectContaining({
        image: expect.any(String),
        content1: expect.any(String),
        content2: expect.any(String),
      }),
    );

    const scam = await call('GET', 'antifrouds');
    expect(scam.json.data[0].content).toContain('165');

    const videos = await call('GET', 'video-resources');
    expect(videos.json.data.map((video: { title: string }) => video.title)).toContain('續約說明影片');

    const contacts = await call('GET', 'contacts');
    expect(contacts.json.data[0].content).toContain('<p>');

    const terms = await call('GET', 'terms');
    expect(terms.json.data[0]).toMatchObject({ status: 1 });
    expect(terms.json.data[0].content).toContain('中華民國法律');
    expect(terms.json.data[0].content).toContain('臺灣臺中地方法院');
  });

  it('lists notices with status 1, and status 2 only within their window, the running time-limited one first', async () => {
    const now = taipeiDateTime(new Date());
    const { json } = await call('GET', 'login-pops');
    const stored = await (await getDb()).select().from(loginPops);
    const shown = stored.filter((row) => row.status === 1 || (row.status === 2 && within(row, now)));
    expect(json.data.map((pop: { id: number }) => pop.id).sort()).toEqual(shown.map((row) => row.id).sort());
    expect(stored.some((row) => row.status === 2 && !within(row, now))).toBe(true);
    expect(json.data[0]).toMatchObject({ status: 2, type: 'video', content: '續約說明影片' });
  });
});

describe('visitor counter', () => {
  const storedTotal = async () =>
    Number((await (await getDb()).select({ total: sum(browseCounts.count) }).from(browseCounts))[0].total);

  it('answers the sum of all days', async () => {
    const { status, json } = await call('GET', 'browse-counts');
    expect(status).toBe(200);
    expect(json.data.count).toBe(await storedTotal());
    expect(json.data.count).toBeGreaterThan(1_000_000);
  });

  it('records one visit per POST on today’s single row, also when visits arrive together', async () => {
    const before = (await call('GET', 'browse-counts')).json.data.count;
    const first = await call('POST', 'browse-counts');
    expect(first.status).toBe(201);
    expect(first.json.data.count).toBe(before + 1);

    await Promise.all(Array.from({ length: 10 }, () => call('POST', 'browse-counts')));
    expect((await call('GET', 'browse-counts')).json.data.count).toBe(before + 11);

    const today = await (
      await getDb()
    )
      .select()
      .from(browseCounts)
      .where(and(eq(browseCounts.day, taipeiDate(new Date()))));
    expect(today).toHaveLength(1);
  });
});

describe('demo images', () => {
  it('registers every image path the content seed stores, so each one is rendered as a file', async () => {
    const db = await getDb();
    const stored = [
      ...(await db.select({ path: systemImages.image }).from(systemImages)),
      ...(await db.select({ path: imageBanners.image }).from(imageBanners)),
      ...(await db.select({ path: indexBanners.image }).from(indexBanners)),
      ...(await db.select({ path: navbars.banner }).from(navbars)),
      ...(await db.select({ path: announcements.image }).from(announcements)),
      ...(await db.select({ path: articles.banner }).from(articles)),
      ...(await db.select({ path: articles.image }).from(articles)),
      ...(await db.select({ path: ebookClasses.image }).from(ebookClasses)),
      ...(await db.select({ path: ebookImages.image }).from(ebookImages)),
    ]
      .map((row) => row.path)
      .filter((path): path is string => Boolean(path));
    expect(stored.length).toBeGreaterThan(80);
    const registered = requestedImages();
    expect(stored.filter((path) => !registered.has(path))).toEqual([]);
  });
});
