import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/bff/[...path]/route';
import { getDb, storageDir } from '@/backend/db/client';
import { productImages } from '@/backend/db/schema';
import { MEMBER_STORAGE_BASE, productImageSource } from '@/lib/api/storage';
import { createMemberWithToken, withFreshDatabase } from '../support/api';
import { productByNumber } from '../support/products';

withFreshDatabase();

/**
 * Issue 52: a tester's pages show the testing product's image from MEMBER_STORAGE_BASE (productImageSource),
 * and the BFF hands it on with the session's bearer: the tester gets the picture's bytes, anyone else nothing.
 */
let authorization = '';
jest.mock('@/lib/session/session', () => ({
  sessionAuthorization: async () => authorization,
  destroySession: async () => undefined,
}));

// ky (ESM) stands aside: the BFF's call reaches the embedded API in-process, with the bearer it adds.
jest.mock('@/lib/api/server', () => ({
  serverApi:
    (bearer: string) =>
    async (apiPath: string, { method, headers }: { method: string; headers?: Record<string, string> }) => {
      const { handle } = await import('@/backend');
      return handle(
        new Request(`http://embedded.local/api/web/${apiPath}`, {
          method,
          headers: { ...headers, Authorization: bearer },
        }),
      );
    },
}));

let dataDir = '';
const previousDataDir = process.env.DATA_DIR;
const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bff-storage-test-'));
  process.env.DATA_DIR = dataDir;
});

afterAll(async () => {
  process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

/** The browser's GET of an image source the page wrote. */
const fetchImage = (src: string) => {
  const segments = src.slice('/api/bff/'.length).split('/');
  return GET(new NextRequest(`http://shop.local${src}`, { headers: { host: 'shop.local' } }), {
    params: Promise.resolve({ path: segments }),
  });
};

it('the testing product’s image, as a tester’s page writes it: the tester gets the bytes, never cached; a member who is no tester 404', async () => {
  const product = await productByNumber('08006');
  const [row] = await (await getDb()).select().from(productImages).where(eq(productImages.product_id, product.id));
  await mkdir(path.dirname(path.join(storageDir(), row.image)), { recursive: true });
  await writeFile(path.join(storageDir(), row.image), bytes);
  const { src } = productImageSource(product, row.image);
  expect(src.startsWith(`${MEMBER_STORAGE_BASE}/`)).toBe(true);

  authorization = `Bearer ${(await createMemberWithToken({ is_tester: 1 })).token}`;
  const asTester = await fetchImage(src);
  expect(asTester.status).toBe(200);
  expect(asTester.headers.get('content-type')).toBe('image/webp');
  expect(asTester.headers.get('cache-control')).toBe('no-store');
  expect(Buffer.from(await asTester.arrayBuffer()).equals(bytes)).toBe(true);

  authorization = `Bearer ${(await createMemberWithToken()).token}`;
  expect((await fetchImage(src)).status).toBe(404);
});
