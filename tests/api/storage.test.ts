import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storageDir } from '@/backend/db/client';
import { seedImage, writeDemoImages } from '@/backend/seed/images';
import { storageUrl } from '@/lib/api/storage';
import { call, withFreshDatabase } from '../support/api';

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
