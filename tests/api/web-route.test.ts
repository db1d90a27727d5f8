import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/web/[...path]/route';
import { withFreshDatabase } from '../support/api';

/**
 * The browser's public calls (lib/api/browser.ts) go to the shop's /api/web. On the company API
 * (API_BASE_URL, read at run time) the route forwards them there as a visitor: the browser needs no address
 * of the company's and the company no CORS, and nothing of the embedded demo answers (issue 50: first login,
 * forgot password, the checkout's settings and the contact form once read and wrote the demo's database).
 */
withFreshDatabase();

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];
let company: Server;
let base: string;

beforeAll(async () => {
  company = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
      if (req.url!.startsWith('/api/_dev/')) return res.writeHead(404).end('{"message":"Not Found"}');
      if (req.method === 'POST')
        return res.writeHead(422, { 'Content-Type': 'application/json' }).end('{"message":"帳號或密碼錯誤"}');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":[{"id":1,"code":"A01","name":"台北"}]}');
    });
  });
  await new Promise<void>((resolve) => company.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(company.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => company.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  process.env.API_BASE_URL = base;
});
afterEach(() => {
  delete process.env.API_BASE_URL;
});

/** A browser's request to /api/web/<path>, as Next.js hands it to the route (the catch-all's segments decoded). */
function browser(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(`http://shop.local/api/web/${path}`);
  const request = new NextRequest(url, { method, headers: { host: 'shop.local', ...headers }, body });
  const segments = url.pathname
    .replace(/^\/api\/web\//, '')
    .split('/')
    .map(decodeURIComponent);
  return [request, { params: Promise.resolve({ path: segments }) }] as const;
}

it('forwards a public call to the company API with its query, and passes its answer back, never cached', async () => {
  const response = await GET(
    ...browser('GET', 'offices?page=2', {
      headers: { cookie: 'tocin_session=sealed', authorization: 'Bearer not-the-browsers-to-send' },
    }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: [{ id: 1, code: 'A01', name: '台北' }] });
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/offices?page=2' });
  expect(seen[0].headers['x-client-version']).toBe('0.0.1');
  expect(seen[0].headers.cookie).toBeUndefined();
  expect(seen[0].headers.authorization).toBeUndefined();
});

it('forwards a write of this site with its body and the client address; the API’s refusal comes back as it was', async () => {
  const body = JSON.stringify({ username: 'A123456789', password: 'demo2026' });
  const response = await POST(
    ...browser('POST', 'login?_first', {
      headers: { origin: 'http://shop.local', 'content-type': 'application/json', 'x-client-address': '203.0.113.9' },
      body,
    }),
  );
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ message: '帳號或密碼錯誤' });
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/login?_first', body });
  expect(seen[0].headers['x-client-address']).toBe('203.0.113.9');
});

it('refuses a write from another site, and a path with a dot segment or a doubled encoding, sending nothing', async () => {
  const foreign = await POST(
    ...browser('POST', 'mail-to-tocin', { headers: { origin: 'https://evil.example' }, body: '{}' }),
  );
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toEqual({ message: '拒絕跨站請求' });
  for (const segments of [
    ['..', 'admin'],
    ['products', '%2e%2e'],
  ]) {
    const [request] = browser('GET', 'products');
    const response = await GET(request, { params: Promise.resolve({ path: segments }) });
    expect(response.status).toBe(404);
  }
  expect(seen).toEqual([]);
});

it('reaches nothing of the embedded demo: its calls go to the company API, which has none', async () => {
  const response = await GET(...browser('GET', '_dev/sms'));
  expect(response.status).toBe(404);
  expect(seen.map((request) => request.url)).toEqual(['/api/_dev/sms']);
});

it('answers 502 when the company API cannot be reached', async () => {
  process.env.API_BASE_URL = 'http://127.0.0.1:9/api';
  const response = await GET(...browser('GET', 'offices'));
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ message: '無法連線至伺服器，請稍後再試' });
});

it('without API_BASE_URL it is the embedded API', async () => {
  delete process.env.API_BASE_URL;
  const response = await GET(...browser('GET', 'products/1'));
  expect(response.status).toBe(200);
  expect((await response.json()).data.id).toBe(1);
  expect(seen).toEqual([]);
});
