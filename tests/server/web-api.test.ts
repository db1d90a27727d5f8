import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createWebApi } from '@/server/web-api.mjs';
import { twoOnOneConnection } from '../support/keep-alive';

/**
 * The production server answers /api/web/* with the route's own handler (decision 0150), doing what
 * Next.js did around it, and leaves to Next.js every request Next.js treats specially.
 */
const LONG = '東震開運'.repeat(200);
const seen: Request[] = [];

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'web-api-'));
  const headerRule = (headers: { key: string; value: string }[]) => ({
    source: '/:path*',
    headers,
    regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
  });
  writeFileSync(
    join(dir, 'routes-manifest.json'),
    JSON.stringify({
      caseSensitive: false,
      headers: [headerRule([{ key: 'X-Frame-Options', value: 'DENY' }])],
      redirects: [{ source: '/api/web/old', destination: '/api/web/new', regex: '^/api/web/old$', statusCode: 308 }],
      rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
    }),
  );
  const handle = async (request: Request) => {
    seen.push(request);
    const body =
      request.method === 'POST' ? await request.text() : new URL(request.url).pathname.endsWith('/long') ? LONG : '{}';
    return new Response(JSON.stringify({ body }), {
      status: 201,
      headers: { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN', 'Set-Cookie': 'a=1' },
    });
  };
  const serveWebApi = createWebApi({ port: 3999, handle, manifestFile: join(dir, 'routes-manifest.json') });
  server = createServer((req, res) => {
    if (serveWebApi(req, res)) return;
    res.writeHead(299, { 'X-Answered-By': 'next' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => (seen.length = 0));

const send = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });

it('answers with the route handler: its status, headers and body, the build headers winning over its own', async () => {
  const answer = await send('/api/web/products/1');
  expect(answer.status).toBe(201);
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['set-cookie']).toEqual(['a=1']);
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(JSON.parse(answer.body.toString())).toEqual({ body: '{}' });
  expect(seen[0].url).toBe('http://localhost:3999/api/web/products/1');
});

it('names the server as Next.js did (https by X-Forwarded-Proto) and passes the query as proxy.ts did', async () => {
  await send('/api/web/products/search?keyword=%zz&x', { 'x-forwarded-proto': 'https', host: 'elsewhere.example' });
  expect(seen[0].url).toBe('https://localhost:3999/api/web/products/search?keyword=%25zz&x=');
});

it('passes a body and the request headers on', async () => {
  const answer = await send(
    '/api/web/login',
    { 'content-type': 'application/json', 'x-client-address': '1.2.3.4' },
    'POST',
    '{"a":1}',
  );
  expect(JSON.parse(answer.body.toString())).toEqual({ body: '{"a":1}' });
  expect(seen[0].headers.get('x-client-address')).toBe('1.2.3.4');
});

it('gzips an answer of 1 kB or more for a client that takes gzip, not a smaller one', async () => {
  const long = await send('/api/web/long', { 'accept-encoding': 'gzip, deflate, br' });
  expect(long.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(long.body).toString())).toEqual({ body: LONG });
  expect(
    (await send('/api/web/long', { 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding'],
  ).toBeUndefined();
  expect((await send('/api/web/short', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
});

it.each([
  ['HEAD', '/api/web/products/1', {}],
  ['OPTIONS', '/api/web/products/1', {}],
  ['GET', '/api/web/products/1/', {}],
  ['GET', '/api/web//products/1', {}],
  ['GET', '/api/web/./products/1', {}],
  ['GET', '/api/web/products/%31', {}],
  ['GET', '/api/web/old', {}],
  ['GET', '/api/web', {}],
  ['GET', '/api/webx/products', {}],
  ['GET', '/api/web/products/1', { rsc: '1' }],
  ['GET', '/api/web/products/1', { 'next-router-prefetch': '1' }],
  ['GET', '/api/web/products/1', { 'x-middleware-subrequest': 'proxy' }],
])('leaves %s %s %j to Next.js', async (method, path, headers: Record<string, string>) => {
  const answer = await send(path, headers, method);
  expect(answer.status).toBe(299);
  expect(seen).toEqual([]);
});

describe('a body the API did not read', () => {
  let refusing: Server;
  let refusingPort: number;
  beforeAll(async () => {
    // Answers 413 by the declared length without reading a byte, as the API's body limit does.
    const serveRefusing = createWebApi({
      port: 3999,
      handle: async () => new Response('{"message":"too large"}', { status: 413 }),
      manifestFile: join(dir, 'routes-manifest.json'),
    });
    refusing = createServer((req, res) => {
      if (serveRefusing(req, res)) return;
      res.writeHead(299).end();
    });
    await new Promise<void>((resolve) => refusing.listen(0, resolve));
    refusingPort = (refusing.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => refusing.close(resolve)));

  it.each([
    ['1.5 MB', 1_500_000],
    ['64 kB', 64 * 1024],
  ])('is read and dropped, so that its connection serves the next request (%s)', async (_, bytes) => {
    const [first, second] = await twoOnOneConnection(
      refusingPort,
      { method: 'POST', path: '/api/web/mail-to-tocin', body: Buffer.alloc(bytes, 'a') },
      { method: 'GET', path: '/api/web/products' },
    );
    expect(first).toEqual({ status: 413, connection: 'keep-alive' });
    expect(second).toEqual({ status: 413, connection: 'keep-alive' });
  });

  it('past 4 MB, the answer closes the connection and the next request takes a new one', async () => {
    const [first, second] = await twoOnOneConnection(
      refusingPort,
      { method: 'POST', path: '/api/web/mail-to-tocin', body: Buffer.alloc(5_000_000, 'a') },
      { method: 'GET', path: '/api/web/products' },
    );
    expect(first).toMatchObject({ status: 413, connection: 'close' });
    expect(second).toEqual({ status: 413, connection: 'keep-alive' });
  });
});
