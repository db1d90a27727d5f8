import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createPageCache } from '@/server/page-cache.mjs';

type Upstream = (req: IncomingMessage, res: ServerResponse) => void;

const SHARED = 's-maxage=300, stale-while-revalidate=86100';
const PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate';

let server: Server;
let base: string;
let clock: number;
let calls: string[];
let upstream: Upstream;

/** The upstream stands in for Next.js: it writes its answer as Next.js does, in text chunks. */
function page(cacheControl: string, body = '<html>東震首頁</html>'): Upstream {
  return (_req, res) => {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(body.slice(0, 6));
    res.end(body.slice(6));
  };
}

beforeEach(async () => {
  clock = 1_000_000;
  calls = [];
  upstream = page(SHARED);
  const pageCache = createPageCache({ maxAgeMs: 1000, now: () => clock });
  server = createServer((req, res) => {
    if (pageCache(req, res)) return;
    calls.push(req.url ?? '');
    upstream(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The cache stores a response once it has been sent completely; give the 'finish' event a turn.
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, { headers });
  const body = await response.text();
  await new Promise((resolve) => setImmediate(resolve));
  return { response, body };
};

/** Each request twice in a row: one the cache keeps would reach Next.js once. */
const getEachTwice = async (...requests: [string, Record<string, string>?][]) => {
  for (const [path, headers] of requests) {
    await get(path, headers);
    await get(path, headers);
  }
};

describe('page cache in front of Next.js', () => {
  test('a page Next.js marks shareable is answered from the cache, whole and unchanged', async () => {
    const first = await get('/home');
    const second = await get('/home');
    expect(calls).toEqual(['/home']);
    expect(second.body).toBe('<html>東震首頁</html>');
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('age')).toBe('0');
    expect(Number(second.response.headers.get('content-length'))).toBe(Buffer.byteLength(first.body));
  });

  test('a stored page is kept for one second at most, then Next.js is asked again', async () => {
    await get('/home');
    clock += 999;
    await get('/home');
    expect(calls).toHaveLength(1);
    clock += 2;
    await get('/home');
    expect(calls).toHaveLength(2);
  });

  test('private and no-store pages (member pages, per-request renders) are never stored', async () => {
    upstream = page(PRIVATE);
    await get('/member/account');
    await get('/member/account');
    expect(calls).toHaveLength(2);
  });

  test('a response that sets a cookie, or is not 200, is never stored', async () => {
    upstream = (_req, res) => {
      res.setHeader('Set-Cookie', 'tocin_session=sealed; HttpOnly');
      page(SHARED)(_req, res);
    };
    await get('/home');
    await get('/home');
    upstream = (_req, res) => {
      res.statusCode = 404;
      page(SHARED)(_req, res);
    };
    await get('/missing');
    await get('/missing');
    expect(calls).toEqual(['/home', '/home', '/missing', '/missing']);
  });

  test('member pages always reach Next.js, whose proxy guards and redirects them', async () => {
    await getEachTwice(['/member/login'], ['/member'], ['/member?redirect=%2Fhome']);
    expect(calls).toHaveLength(6);
  });

  test('a signed-in member’s catalogue pages reach Next.js (a tester’s are rendered for them); a visitor’s are served, and other pages of a member too', async () => {
    const member = { cookie: 'tocin_signed_in=1; tocin_session=Fe26.2**sealed' };
    await get('/product/42');
    await get('/product/42', member);
    await get('/product/list?keyword=%E9%AB%94%E9%A9%97');
    await get('/product/list?keyword=%E9%AB%94%E9%A9%97', member);
    await get('/product/list?keyword=%E9%AB%94%E9%A9%97', member);
    expect(calls).toEqual([
      '/product/42',
      '/product/42',
      '/product/list?keyword=%E9%AB%94%E9%A9%97',
      '/product/list?keyword=%E9%AB%94%E9%A9%97',
      '/product/list?keyword=%E9%AB%94%E9%A9%97',
    ]);
    await get('/product/42');
    await get('/home');
    await get('/home', member);
    await get('/product/42', { cookie: 'tocin_signed_in=1' });
    expect(calls).toHaveLength(6);
  });

  test('client navigations, API calls and build assets always reach Next.js', async () => {
    await getEachTwice(['/home', { rsc: '1' }], ['/api/web/products'], ['/_next/static/chunks/app.js']);
    expect(calls).toHaveLength(6);
  });

  test('a reader who asks for a fresh copy (no-cache) gets it from Next.js', async () => {
    await get('/home');
    await get('/home', { 'cache-control': 'no-cache' });
    expect(calls).toHaveLength(2);
  });

  test('compressed and plain answers are stored apart (Vary: Accept-Encoding)', async () => {
    upstream = (req, res) => {
      res.setHeader('Cache-Control', SHARED);
      res.setHeader('Vary', 'Accept-Encoding');
      if (req.headers['accept-encoding']?.includes('gzip')) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync('<html>壓縮</html>'));
      } else {
        res.end('<html>未壓縮</html>');
      }
    };
    // fetch decodes gzip itself, so the bodies read back as text either way.
    expect((await get('/home', { 'accept-encoding': 'gzip' })).body).toBe('<html>壓縮</html>');
    expect((await get('/home', { 'accept-encoding': 'identity' })).body).toBe('<html>未壓縮</html>');
    const cachedGzip = await get('/home', { 'accept-encoding': 'gzip' });
    const cachedPlain = await get('/home', { 'accept-encoding': 'identity' });
    expect(calls).toHaveLength(2);
    expect(cachedGzip.body).toBe('<html>壓縮</html>');
    expect(cachedGzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(cachedPlain.body).toBe('<html>未壓縮</html>');
  });
});
