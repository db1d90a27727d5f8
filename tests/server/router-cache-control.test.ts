import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  keepRouterAnswersOutOfBrowserRevalidation,
  withoutStaleWhileRevalidate,
} from '@/server/router-cache-control.mjs';

/**
 * A prefetch answered from the browser's cache was revalidated in the background and that request
 * never ended (the product page never reached network idle): router answers carry no
 * stale-while-revalidate; documents keep theirs.
 */
const NEXT_PRERENDERED = 's-maxage=300, stale-while-revalidate=86100';

let server: Server;
let port: number;

beforeAll(async () => {
  // Sets Cache-Control the way Next.js does on a prerendered route.
  server = createServer((req, res) => {
    keepRouterAnswersOutOfBrowserRevalidation(req, res);
    res.setHeader('Cache-Control', NEXT_PRERENDERED);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const cacheControlOf = (headers: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    const req = request({ port, path: '/member/login?_rsc=abc', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['cache-control'])));
    });
    req.on('error', reject);
    req.end();
  });

describe('Cache-Control of the client router answers', () => {
  it('a segment prefetch keeps s-maxage for shared caches and loses stale-while-revalidate', async () => {
    expect(
      await cacheControlOf({ rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }),
    ).toBe('s-maxage=300');
  });

  it('an RSC navigation too', async () => {
    expect(await cacheControlOf({ rsc: '1' })).toBe('s-maxage=300');
  });

  it('an HTML document keeps what Next.js set', async () => {
    expect(await cacheControlOf({})).toBe(NEXT_PRERENDERED);
  });

  it('other directives are kept as they are', () => {
    expect(withoutStaleWhileRevalidate('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
    expect(withoutStaleWhileRevalidate('stale-while-revalidate=60, s-maxage=1')).toBe('s-maxage=1');
  });
});
