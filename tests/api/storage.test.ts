import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb, storageDir } from '@/backend/db/client';
import { productImages } from '@/backend/db/schema';
import { seedImage, writeDemoImages } from '@/backend/seed/images';
import { storageUrl } from '@/lib/api/storage';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { makeProduct, productByNumber } from '../support/products';

withFreshDatabase();

let dataDir = '';
const previousDataDir = process.env.DATA_DIR;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  process.env.DATA_DIR = dataDir;
  await mkdir(path.join(storageDir(), 'products'), { recursive: true });
  await writeFile(path.join(storageDir(), 'products', 'sample.png'), png);
  await writeFile(path.join(dataDir, 'secret.txt'), 'outside the storage root');
});

afterAll(async () => {
  process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET storage/{path}', () => {
  it('serves a stored file with its type and a year-long immutable cache', async () => {
    const response = await call('GET', 'storage/products/sample.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(png.length));
  });

  it('answers 404 JSON for a missing file or a folder', async () => {
    for (const missing of ['storage/products/none.png', 'storage/products']) {
      const response = await call('GET', missing);
      expect(response.status).toBe(404);
      expect(response.json.message).toEqual(expect.any(String));
    }
  });

  it('draws an image the seed named but nobody drew yet (an in-memory database, as in `next build`), and no other', async () => {
    seedImage('banners/first-asked.png', { width: 240, height: 80, motif: '首頁輪播' });
    const drawn = await call('GET', 'storage/banners/first-asked.png');
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/png');
    expect(await sharp(path.join(storageDir(), 'banners/first-asked.png')).metadata()).toMatchObject({
      format: 'png',
      width: 240,
      height: 80,
    });
    expect((await call('GET', 'storage/banners/never-named.png')).status).toBe(404);
  });

  it.each([
    'storage/..%2Fsecret.txt',
    'storage/products/..%2F..%2Fsecret.txt',
    'storage/%2e%2e/secret.txt',
    'storage/products/%00.png',
    'storage/.hidden',
    'storage/products/%E0%A4%A',
  ])('refuses the traversal or malformed path %s', async (requestPath) => {
    const response = await call('GET', requestPath);
    expect([400, 404]).toContain(response.status);
    expect(response.json.message).toEqual(expect.any(String));
    expect(JSON.stringify(response.json)).not.toContain('outside the storage root');
  });
});

describe('GET storage/{path}: the image of a product only testers see (issue 52)', () => {
  /** The product's first image, written to the storage root: its path there. */
  async function storedImageOf(productId: number) {
    const [row] = await (await getDb()).select().from(productImages).where(eq(productImages.product_id, productId));
    await mkdir(path.dirname(path.join(storageDir(), row.image)), { recursive: true });
    await writeFile(path.join(storageDir(), row.image), png);
    return row.image;
  }

  it.each([
    ['a testing product (08006)', '08006'],
    ['a status-0 product (07006)', '07006'],
  ])(
    '%s: 404 to a visitor and to a member who is no tester; a tester’s bearer gets it, never stored by a shared cache',
    async (_, number) => {
      const image = await storedImageOf((await productByNumber(number)).id);
      const visitor = await call('GET', `storage/${image}`);
      expect(visitor.status).toBe(404);
      expect(visitor.json.message).toBe('找不到此檔案');
      const member = await createMemberWithToken();
      expect((await call('GET', `storage/${image}`, { token: member.token })).status).toBe(404);
      const tester = await createMemberWithToken({ is_tester: 1 });
      const asTester = await call('GET', `storage/${image}`, { token: tester.token });
      expect(asTester.status).toBe(200);
      expect(asTester.headers.get('content-type')).toBe('image/webp');
      expect(asTester.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('a public product’s image stays public, and so does an image a public product names beside a testing one', async () => {
    const image = await storedImageOf((await productByNumber('08005')).id);
    const response = await call('GET', `storage/${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const testing = await makeProduct({ is_testing: 1 });
    await (
      await getDb()
    )
      .insert(productImages)
      .values({ product_id: testing.id, name: 'shared.webp', image, image_alt: '', image_title: '' });
    expect((await call('GET', `storage/${image}`)).status).toBe(200);
  });
});

describe('writeDemoImages', () => {
  it('draws the missing images as real rasters of the requested size and leaves existing ones alone', async () => {
    const dir = path.join(dataDir, 'drawn');
    const images = new Map([
      ['products/test-ring.webp', { width: 200, height: 200, motif: 'ring' }],
      ['banners/test.png', { width: 480, height: 160, motif: '開運手鍊 首頁輪播' }],
      ['../escape.webp', { width: 10, height: 10 }],
    ]);
    expect(await writeDemoImages(dir, images)).toBe(2);
    const webp = await sharp(path.join(dir, 'products/test-ring.webp')).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 200, height: 200 });
    const banner = await sharp(path.join(dir, 'banners/test.png')).stats();
    expect(banner.isOpaque).toBe(true);
    expect(banner.channels[0].stdev).toBeGreaterThan(5);
    expect(await readdir(dataDir)).not.toContain('escape.webp');
    expect((await readdir(path.join(dir, 'products'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await writeDemoImages(dir, images)).toBe(0);
  });
});

describe('storageUrl', () => {
  it('builds embedded, company-API and pass-through URLs', () => {
    expect(storageUrl('products/01001-1.webp', '/api/web/storage')).toBe('/api/web/storage/products/01001-1.webp');
    expect(storageUrl('/products/a b.webp', 'https://api.example.com/storage/')).toBe(
      'https://api.example.com/storage/products/a%20b.webp',
    );
    expect(storageUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
  });

  it('derives the company storage root from API_BASE_URL', () => {
    const saved = process.env.API_BASE_URL;
    process.env.API_BASE_URL = 'https://api.example.com/api';
    try {
      expect(storageUrl('products/01001-1.webp')).toBe('https://api.example.com/storage/products/01001-1.webp');
    } finally {
      if (saved === undefined) delete process.env.API_BASE_URL;
      else process.env.API_BASE_URL = saved;
    }
    expect(storageUrl('products/01001-1.webp')).toBe('/api/web/storage/products/01001-1.webp');
  });
});
