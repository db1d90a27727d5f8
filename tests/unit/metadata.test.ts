import { loadSeoMeta, loadSystemImages } from '@/lib/api/loaders/site';
import { COMPANY_NAME, composeTitle, pageMetadata } from '@/lib/metadata';
import type { SeoMeta, SystemImage } from '@/lib/contract/types';

/** The page metadata of lib/metadata.ts (spec-coverage “Public site: platform, SEO and speed”, public §2). */

jest.mock('@/lib/api/loaders/site', () => ({
  loadSeoMeta: jest.fn(),
  loadSystemImages: jest.fn(),
}));

const seoOf = loadSeoMeta as jest.MockedFunction<typeof loadSeoMeta>;
const imagesOf = loadSystemImages as jest.MockedFunction<typeof loadSystemImages>;

const record = { id: 1, created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00', deleted_at: null };
const seo = (fields: Partial<SeoMeta>) =>
  ({
    ...record,
    title: '東震商城',
    keyword: '保健,食品',
    description: '東震的線上商城',
    author: '東震',
    ...fields,
  }) as SeoMeta;
const logo = { ...record, sort: 1, title: 'logo', image: 'system/logo.png', image_title: '', image_alt: '東震 logo' };

beforeEach(() => {
  jest.clearAllMocks();
  imagesOf.mockResolvedValue([logo as unknown as SystemImage]);
});

describe('page titles: "site title - route title", else the company name', () => {
  it('reads "site title - route title", and the site title alone without a route title', () => {
    expect(composeTitle('東震商城', '商品列表')).toBe('東震商城 - 商品列表');
    expect(composeTitle('東震商城')).toBe('東震商城');
  });

  it.each([null, undefined, '', '   '])('a site title of %p falls back to the company name', (siteTitle) => {
    expect(composeTitle(siteTitle, '商品列表')).toBe(`${COMPANY_NAME} - 商品列表`);
    expect(composeTitle(siteTitle)).toBe(COMPANY_NAME);
  });

  it('a page whose SEO settings have no title, or cannot be read, is titled by the company name', async () => {
    seoOf.mockResolvedValueOnce(seo({ title: '' }));
    expect((await pageMetadata({ title: '最新消息', path: '/news' })).title).toEqual({
      absolute: `${COMPANY_NAME} - 最新消息`,
    });
    seoOf.mockRejectedValueOnce(new Error('down'));
    expect((await pageMetadata({ path: '/home' })).title).toEqual({ absolute: COMPANY_NAME });
  });
});

describe('SEO meta tags from the API’s SEO settings (GET seometas)', () => {
  it('gives the description, keywords, author, canonical path, OpenGraph and Twitter card of the settings', async () => {
    seoOf.mockResolvedValue(seo({}));
    const meta = await pageMetadata({ title: '最新消息', path: '/news' });
    expect(meta).toMatchObject({
      title: { absolute: '東震商城 - 最新消息' },
      description: '東震的線上商城',
      keywords: '保健,食品',
      authors: [{ name: '東震' }],
      alternates: { canonical: '/news' },
      openGraph: {
        type: 'website',
        locale: 'zh_TW',
        siteName: '東震商城',
        title: '東震商城 - 最新消息',
        description: '東震的線上商城',
        url: '/news',
        images: [{ url: '/api/web/storage/system/logo.png', alt: '東震 logo' }],
      },
      twitter: { card: 'summary_large_image', title: '東震商城 - 最新消息', description: '東震的線上商城' },
    });
    expect(meta.robots).toBeUndefined();
  });

  it('a page’s own description, keywords and image win over the settings; noindex pages say so', async () => {
    seoOf.mockResolvedValue(seo({}));
    const meta = await pageMetadata({
      title: '商品',
      path: '/product/12',
      description: '商品簡介',
      keywords: '戒指',
      image: { src: 'products/01001-1.webp', alt: '戒指' },
      type: 'article',
      noindex: true,
    });
    expect(meta).toMatchObject({
      description: '商品簡介',
      keywords: '戒指',
      openGraph: { type: 'article', images: [{ url: '/api/web/storage/products/01001-1.webp', alt: '戒指' }] },
      robots: { index: false, follow: true },
    });
  });
});
