import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { acceptsCoding } from '@/server/accept-encoding.mjs';
import { createStaticBrotli } from '@/server/static-brotli.mjs';

/** The build's scripts and stylesheets go out in brotli to a browser that accepts it; everything else is Next.js's. */
const SCRIPT = `self.chunk=${JSON.stringify('東震開運'.repeat(400))};`;

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-brotli-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks', 'app-1a2b.js'), SCRIPT);
  writeFileSync(join(dir, 'secret.txt'), 'not served');
  const serveStaticBrotli = createStaticBrotli(dir);
  // Stands in for Next.js: what the step leaves to it answers gzip, as Next.js does.
  server = createServer((req, res) => {
    if (serveStaticBrotli(req, res)) return;
    res.writeHead(200, { 'Content-Encoding': 'gzip', 'X-Answered-By': 'next' }).end(gzipSync(SCRIPT));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (
  path: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' },
  method = 'GET',
) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path, headers, method }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });

/** How long the brotli copy may take to be made: seconds on a busy machine, milliseconds otherwise. */
const COPY_MADE_WITHIN_MS = 20_000;

/**
 * The first request starts the brotli copy and is answered by Next.js; asks until the copy answers. The
 * copy is made off the request with nothing to await, so this waits for it, with room for a busy machine
 * (50 tries 20 ms apart, about a second, were a race with the compression).
 */
async function brotliAnswer(path: string) {
  const deadline = Date.now() + COPY_MADE_WITHIN_MS;
  for (;;) {
    const answer = await get(path);
    if (answer.headers['content-encoding'] === 'br') return answer;
    if (Date.now() > deadline) throw new Error(`${path} never answered in brotli`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('brotli for the build’s static files', () => {
  it('a script is answered by Next.js first, then from its brotli copy: the same bytes, smaller, immutable, with the security headers', async () => {
    expect((await get('/_next/static/chunks/app-1a2b.js')).headers['x-answered-by']).toBe('next');
    const answer = await brotliAnswer('/_next/static/chunks/app-1a2b.js');
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(gzipSync(SCRIPT).length);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a browser without brotli, a POST, another path or a missing file is left to Next.js', async () => {
    await brotliAnswer('/_next/static/chunks/app-1a2b.js');
    expect(
      (await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' })).headers['x-answered-by'],
    ).toBe('next');
    expect((await get('/_next/static/chunks/app-1a2b.js', {}, 'POST')).headers['x-answered-by']).toBe('next');
    expect((await get('/home')).headers['x-answered-by']).toBe('next');
    expect((await get('/_next/static/chunks/missing.js')).headers['x-answered-by']).toBe('next');
  });

  it('never serves a file outside the static folder or of another kind', async () => {
    for (const path of [
      '/_next/static/secret.txt',
      '/_next/static/../static-brotli.test.js',
      '/_next/static/chunks/%2e%2e/%2e%2e/x.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      const answer = await get(path);
      expect(answer.headers['x-answered-by']).toBe('next');
    }
  });

  it('a HEAD is answered without a body', async () => {
    await brotliAnswer('/_next/static/chunks/app-1a2b.js');
    const answer = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });
});

describe('acceptsCoding: brotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['br; q=0.000', false],
    ['gzip, deflate', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(acceptsCoding(value, 'br')).toBe(expected);
  });
});
