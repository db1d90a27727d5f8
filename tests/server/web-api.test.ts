import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { handle as embeddedApi } from '@/backend';
import { REQUEST_REFUSALS } from '@/lib/contract/request-refusals';
import { createWebApi } from '@/server/web-api.mjs';
import { securityHeaders } from '@/server/security-headers.mjs';
import { withFreshDatabase } from '../support/api';
import { twoOnOneConnection } from '../support/keep-alive';

/**
 * The production server answers every /api/web request with the embedded API's handle, whatever its method, path
 * or headers, and nothing of it reaches Next.js's route (decision 0170, which replaced 0150's rules of what stays
 * with Next.js); the security headers every response carries go on these answers too. Here a request the door
 * leaves alone is answered 299 by a stand-in for Next.js.
 */
withFreshDatabase();

type Handle = (request: Request) => Promise<Response>;
type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const HEADERS = securityHeaders({ NODE_ENV: 'production' });
const open: Server[] = [];

/** A server with the door in front of the stand-in for Next.js, its port. */
async function doorTo(handle: Handle) {
  const serveWebApi = createWebApi({ port: 3999, handle, headers: HEADERS });
  const server = createServer((req, res) => {
    if (serveWebApi(req, res)) return;
    res.writeHead(299, { 'X-Answered-By': 'next' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(server);
  return (server.address() as AddressInfo).port;
}
afterAll(() => Promise.all(open.map((server) => new Promise((resolve) => server.close(resolve)))));

const send = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });

const json = (answer: Answer) => JSON.parse(answer.body.toString());

const expectSecurityHeaders = (answer: Answer) => {
  for (const { key, value } of HEADERS) expect(answer.headers[key.toLowerCase()]).toBe(value);
};

describe('one door: the embedded API answers every /api/web request', () => {
  let port: number;
  beforeAll(async () => (port = await doorTo(embeddedApi)));

  it.each([
    ['GET', '/api/web/products/1', {}, 200],
    ['GET', '/api/web/products/%31', {}, 200],
    ['GET', '/api/web/./products/1', {}, 200],
    ['GET', '/api/web/products/1', { rsc: '1' }, 200],
    ['GET', '/api/web/products/1', { 'next-router-prefetch': '1', 'next-router-state-tree': '%5B%5D' }, 200],
    ['GET', '/api/web/products/1', { 'x-middleware-subrequest': 'proxy' }, 200],
  ])('%s %s %j: the product, with the security headers', async (method, path, headers, status) => {
    const answer = await send(port, path, headers, method);
    expect(answer.status).toBe(status);
    expect(json(answer).data.id).toBe(1);
    expectSecurityHeaders(answer);
    expect(answer.headers['x-answered-by']).toBeUndefined();
  });

  it('HEAD: the API answers GET’s status and headers, without a body', async () => {
    const answer = await send(port, '/api/web/products/1', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body.length).toBe(0);
    expectSecurityHeaders(answer);
  });

  it.each([
    ['OPTIONS', '/api/web/products/1'],
    ['GET', '/api/web/products/1/'],
    ['GET', '/api/web//products/1'],
    ['GET', '/api/web'],
    ['GET', '/api/web?x=1'],
  ])('%s %s: the API’s own 404', async (method, path) => {
    const answer = await send(port, path, {}, method);
    expect(answer.status).toBe(404);
    expect(json(answer)).toEqual({ message: '找不到這個 API 路徑' });
    expectSecurityHeaders(answer);
  });

  it.each([
    ['/api/web/products/%zz', REQUEST_REFUSALS.malformedUrl],
    ['/api/web/products/search?keyword=%zz', REQUEST_REFUSALS.malformedUrl],
    ['/api/web/products/%00', REQUEST_REFUSALS.controlInUrl],
    ['/api/web/products/search?keyword=%1B%5B31m', REQUEST_REFUSALS.controlInUrl],
  ])('%s: refused as proxy.ts refuses such a URL elsewhere (400)', async (path, message) => {
    const answer = await send(port, path);
    expect(answer.status).toBe(400);
    expect(json(answer)).toEqual({ message });
    expectSecurityHeaders(answer);
  });

  it.each(['/api/webx/products', '/api/bff/products/1', '/home'])('leaves %s to Next.js', async (path) => {
    expect((await send(port, path)).status).toBe(299);
  });
});

describe('around the answer', () => {
  const LONG = '東震開運'.repeat(200);
  const seen: Request[] = [];
  let port: number;
  beforeAll(async () => {
    port = await doorTo(async (request) => {
      seen.push(request);
      const body =
        request.method === 'POST'
          ? await request.text()
          : new URL(request.url).pathname.endsWith('/long')
            ? LONG
            : '{}';
      return new Response(JSON.stringify({ body }), {
        status: 201,
        headers: { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN', 'Set-Cookie': 'a=1' },
      });
    });
  });
  beforeEach(() => (seen.length = 0));

  it('its status, headers and body, the security headers winning over the API’s', async () => {
    const answer = await send(port, '/api/web/products/1');
    expect(answer.status).toBe(201);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['set-cookie']).toEqual(['a=1']);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(json(answer)).toEqual({ body: '{}' });
    expect(seen[0].url).toBe('http://localhost:3999/api/web/products/1');
  });

  it('names this server (https by the protocol the client-address step vouched for, never by Host) and passes the query as sent', async () => {
    await send(port, '/api/web/products/search?keyword=%E9%AB%94&x', {
      'x-client-protocol': 'https',
      'x-forwarded-proto': 'http',
      host: 'elsewhere.example',
    });
    expect(seen[0].url).toBe('https://localhost:3999/api/web/products/search?keyword=%E9%AB%94&x');
  });

  it('passes a body and the request headers on', async () => {
    const answer = await send(
      port,
      '/api/web/login',
      { 'content-type': 'application/json', 'x-client-address': '1.2.3.4' },
      'POST',
      '{"a":1}',
    );
    expect(json(answer)).toEqual({ body: '{"a":1}' });
    expect(seen[0].headers.get('x-client-address')).toBe('1.2.3.4');
  });

  it('gzips an answer of 1 kB or more for a client that takes gzip, not a smaller one', async () => {
    const long = await send(port, '/api/web/long', { 'accept-encoding': 'gzip, deflate, br' });
    expect(long.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(long.body).toString())).toEqual({ body: LONG });
    expect(
      (await send(port, '/api/web/long', { 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding'],
    ).toBeUndefined();
    expect(
      (await send(port, '/api/web/short', { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    ).toBeUndefined();
  });
});

describe('a body the API did not read', () => {
  let port: number;
  // Answers 413 by the declared length without reading a byte, as the API's body limit does.
  beforeAll(async () => (port = await doorTo(async () => new Response('{"message":"too large"}', { status: 413 }))));

  it.each([
    ['1.5 MB', 1_500_000],
    ['64 kB', 64 * 1024],
  ])('is read and dropped, so that its connection serves the next request (%s)', async (_, bytes) => {
    const [first, second] = await twoOnOneConnection(
      port,
      { method: 'POST', path: '/api/web/mail-to-tocin', body: Buffer.alloc(bytes, 'a') },
      { method: 'GET', path: '/api/web/products' },
    );
    expect(first).toEqual({ status: 413, connection: 'keep-alive' });
    expect(second).toEqual({ status: 413, connection: 'keep-alive' });
  });

  it('past 4 MB, the answer closes the connection and the next request takes a new one', async () => {
    const [first, second] = await twoOnOneConnection(
      port,
      { method: 'POST', path: '/api/web/mail-to-tocin', body: Buffer.alloc(5_000_000, 'a') },
      { method: 'GET', path: '/api/web/products' },
    );
    expect(first).toMatchObject({ status: 413, connection: 'close' });
    expect(second).toEqual({ status: 413, connection: 'keep-alive' });
  });
});
