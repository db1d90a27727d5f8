import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revalidateTag } from 'next/cache';
import { POST } from '@/app/api/revalidate/route';
import { sign, SIGNATURE_HEADER } from '@/app/api/revalidate/signature';
import { countingStream } from '../support/streams';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const revalidated = revalidateTag as jest.MockedFunction<typeof revalidateTag>;

const SECRET = 'test-secret';

function post(body: string, signature?: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers['x-revalidate-signature'] = signature;
  return POST(new Request('http://shop.test/api/revalidate', { method: 'POST', body, headers }));
}

beforeEach(() => {
  revalidated.mockReset();
  process.env.REVALIDATE_SECRET = SECRET;
});

afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('POST /api/revalidate (signed webhook)', () => {
  test('refuses an unsigned call with 401 JSON and revalidates nothing', async () => {
    const response = await post('{"tags":["products"]}');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: '簽章無效' });
    expect(revalidated).not.toHaveBeenCalled();
  });

  test('refuses a signature made with another secret or over another body', async () => {
    const body = '{"tags":["products"]}';
    expect((await post(body, sign(body, 'wrong'))).status).toBe(401);
    expect((await post(body, sign('{"tags":["site"]}', SECRET))).status).toBe(401);
    expect((await post(body, 'sha256=nothex')).status).toBe(401);
    expect(revalidated).not.toHaveBeenCalled();
  });

  test('a signed call expires the named tags at once', async () => {
    const body = JSON.stringify({ tags: ['products', 'product-12'] });
    const response = await post(body, sign(body, SECRET));
    expect(response.status).toBe(200);
    expect((await response.json()).revalidated).toEqual(['products', 'product-12']);
    expect(revalidated.mock.calls).toEqual([
      ['products', { expire: 0 }],
      ['product-12', { expire: 0 }],
    ]);
  });

  test('{"all": true} revalidates every fixed tag', async () => {
    const body = '{"all":true}';
    const response = await post(body, sign(body, SECRET));
    expect(response.status).toBe(200);
    expect(revalidated.mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining(['site', 'products', 'articles', 'calendars', 'ebooks']),
    );
  });

  test('signed but unusable bodies get 400 / 422 and change nothing', async () => {
    for (const [body, status] of [
      ['not json', 400],
      ['{}', 422],
      ['{"tags":[]}', 422],
      ['{"tags":["everything"]}', 422],
      ['{"tags":[12]}', 422],
    ] as const) {
      const response = await post(body, sign(body, SECRET));
      expect(response.status).toBe(status);
      expect(typeof (await response.json()).message).toBe('string');
    }
    expect(revalidated).not.toHaveBeenCalled();
  });

  test('reads nothing from a caller without a well-formed signature, and no body past 1 MB (413) even signed in shape', async () => {
    const { stream, pulled } = countingStream(40);
    const unsigned = await POST(
      new Request('http://shop.local/api/revalidate', { method: 'POST', body: stream, duplex: 'half' } as RequestInit),
    );
    expect(unsigned.status).toBe(401);
    expect(pulled()).toBeLessThanOrEqual(1);

    const big = new Request('http://shop.local/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: `sha256=${'0'.repeat(64)}` },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const tooLarge = await POST(big);
    expect(tooLarge.status).toBe(413);
    expect(revalidated).not.toHaveBeenCalled();
  });

  test('without REVALIDATE_SECRET a secret is generated once in DATA_DIR and used', async () => {
    delete process.env.REVALIDATE_SECRET;
    const dir = mkdtempSync(path.join(tmpdir(), 'revalidate-'));
    process.env.DATA_DIR = dir;
    try {
      expect((await post('{"tags":["site"]}', `sha256=${'0'.repeat(64)}`)).status).toBe(401);
      const secret = readFileSync(path.join(dir, 'revalidate-secret'), 'utf8');
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const body = '{"tags":["site"]}';
      expect((await post(body, sign(body, secret))).status).toBe(200);
      expect(readFileSync(path.join(dir, 'revalidate-secret'), 'utf8')).toBe(secret);
    } finally {
      delete process.env.DATA_DIR;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
