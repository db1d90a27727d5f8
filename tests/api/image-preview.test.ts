import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storageDir } from '@/backend/db/client';
import { loadImagePreview } from '@/lib/api/loaders/image-preview';
import { withFreshDatabase } from '../support/api';

jest.mock('next/cache', () => ({ cacheLife: jest.fn() }));

withFreshDatabase();

let dataDir = '';
const previousDataDir = process.env.DATA_DIR;

/** A banner of smooth shapes (a preview of a few kB), or a square of noise no preview can make small. */
const picture = (kind: 'bands' | 'noise') =>
  kind === 'bands'
    ? sharp({ create: { width: 1920, height: 640, channels: 3, background: '#b5443a' } })
        .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="640"><rect width="960" height="640" fill="#f3e3c3"/><circle cx="1400" cy="320" r="200" fill="#2d5a3d"/></svg>') }])
        .png()
        .toBuffer()
    : sharp(Buffer.from(Array.from({ length: 412 * 412 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 412, height: 412, channels: 3 } })
        .png()
        .toBuffer();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'preview-test-'));
  process.env.DATA_DIR = dataDir;
  await mkdir(path.join(storageDir(), 'banners'), { recursive: true });
  await writeFile(path.join(storageDir(), 'banners', 'bands.png'), await picture('bands'));
  await writeFile(path.join(storageDir(), 'banners', 'noise.png'), await picture('noise'));
});

afterAll(async () => {
  process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

it('previews a first-screen picture as a WebP data URL a phone wide and a few kB, read through the API storage', async () => {
  const preview = await loadImagePreview('/api/web/storage/banners/bands.png');
  expect(preview).toMatch(/^data:image\/webp;base64,/);
  const bytes = Buffer.from(preview!.split(',')[1], 'base64');
  expect(bytes.length).toBeLessThanOrEqual(12_000);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 412, height: 137 });
});

it('gives no preview when the picture is missing, too busy to preview in 12 kB, or outside the API storage', async () => {
  expect(await loadImagePreview('/api/web/storage/banners/missing.png')).toBeNull();
  expect((await loadImagePreview('/api/web/storage/banners/noise.png'))?.length ?? null).toBeNull();
  expect(await loadImagePreview('https://elsewhere.example.com/banner.png')).toBeNull();
});
