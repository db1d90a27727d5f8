import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
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
        .composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="640"><rect width="960" height="640" fill="#f3e3c3"/><circle cx="1400" cy="320" r="200" fill="#2d5a3d"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer()
    : sharp(Buffer.from(Array.from({ length: 412 * 412 * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: 412, height: 412, channels: 3 },
      })
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

describe('a hostile company API (issue 35)', () => {
  let api: Server;
  let elsewhere: Server;
  let apiBase = '';
  let elsewhereHits: string[] = [];
  let apiHits: string[] = [];
  const previousApi = process.env.API_BASE_URL;

  /** A 1×1 PNG whose header claims `width` × `height`: decoding it would take the server's memory. */
  async function claimedSize(width: number, height: number) {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  }

  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );

  beforeAll(async () => {
    const banner = await picture('bands');
    const huge = await claimedSize(16_000, 16_000);
    elsewhere = createServer((incoming, outgoing) => {
      elsewhereHits.push(incoming.url ?? '');
      outgoing.writeHead(200, { 'Content-Type': 'image/png' }).end(banner);
    });
    const elsewhereOrigin = await listen(elsewhere);
    api = createServer((incoming, outgoing) => {
      apiHits.push(incoming.url ?? '');
      if (incoming.url === '/storage/banner.png')
        return void outgoing.writeHead(200, { 'Content-Type': 'image/png' }).end(banner);
      if (incoming.url === '/storage/moved.png')
        return void outgoing.writeHead(302, { Location: `${elsewhereOrigin}/banner.png` }).end();
      if (incoming.url === '/storage/huge.png')
        return void outgoing.writeHead(200, { 'Content-Type': 'image/png' }).end(huge);
      if (incoming.url === '/storage/endless.png') {
        // 9 MB, past the 8 MB the shop reads, and then nothing more, never the end: only the cap ends the read.
        outgoing.writeHead(200, { 'Content-Type': 'image/png' });
        for (let megabytes = 0; megabytes < 9; megabytes += 1) outgoing.write(Buffer.alloc(1024 * 1024));
        return;
      }
      outgoing.writeHead(404).end();
    });
    apiBase = `${await listen(api)}/api`;
  });
  beforeEach(() => {
    process.env.API_BASE_URL = apiBase;
    elsewhereHits = [];
    apiHits = [];
  });
  afterAll(async () => {
    process.env.API_BASE_URL = previousApi;
    if (previousApi === undefined) delete process.env.API_BASE_URL;
    api.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => api.close(resolve)),
      new Promise((resolve) => elsewhere.close(resolve)),
    ]);
  });

  const storage = () => apiBase.replace(/\/api$/, '/storage');

  it('reads its storage', async () => {
    expect(await loadImagePreview(`${storage()}/banner.png`)).toMatch(/^data:image\/webp;base64,/);
  });

  it('follows no redirect off the storage', async () => {
    expect(await loadImagePreview(`${storage()}/moved.png`)).toBeNull();
    expect(elsewhereHits).toEqual([]);
  });

  it('reads nothing outside /storage, however the path is written', async () => {
    for (const path of ['/../secret.png', '/%2e%2e/secret.png', '/..%2fsecret.png', '/banner.png?x=1'])
      expect(await loadImagePreview(`${storage()}${path}`)).toBeNull();
    expect(apiHits).toEqual([]);
  });

  it('stops reading a body past its cap, and decodes no picture of hundreds of megapixels', async () => {
    // The read's time limit never runs out here (no race with a busy machine's clock): the body that
    // never ends is left at once, by its size alone, or the test waits for ever (Jest's limit).
    const timeLimit = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => new AbortController().signal);
    try {
      expect(await loadImagePreview(`${storage()}/endless.png`)).toBeNull();
      expect(timeLimit).toHaveBeenCalled();
    } finally {
      timeLimit.mockRestore();
    }
    expect(await loadImagePreview(`${storage()}/huge.png`)).toBeNull();
  });
});
