import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { exited, folderWithOwnCaches, freshDataDir, send, waitUntilHealthy } from './server-support';
import { endWithParent } from './end-with-parent';

/**
 * Issue 35: nothing a visitor can vary without limit (a query string, an unknown id, a page past the
 * last, an image URL) makes the server keep something without bound, and a restart on another web
 * API serves none of the first API's pages. Servers of the file's own, in a folder whose run-time
 * caches are their own (folderWithOwnCaches), so what they write can be measured.
 */
let root: string;
let site: string;
let server: ChildProcess | undefined;
let firstApi: Server;

test.describe.configure({ mode: 'serial' });

/** A web API of its own: the e2e server's embedded one, every product renamed with this mark. */
const FIRST_API_MARK = '甲API的';

function startFirstApi(): Promise<string> {
  const upstream = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  firstApi = createServer(async (incoming, outgoing) => {
    const response = await fetch(`${upstream}${incoming.url}`, {
      headers: { 'X-Client-Version': '0.0.1', Accept: 'application/json' },
    });
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('json')
      ? (await response.text()).replaceAll('"name":"', `"name":"${FIRST_API_MARK}`)
      : Buffer.from(await response.arrayBuffer());
    outgoing.writeHead(response.status, { 'Content-Type': type }).end(body);
  });
  return new Promise((resolve) =>
    firstApi.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(firstApi.address() as { port: number }).port}/api/web`),
    ),
  );
}

async function startServer(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  server = spawn('node', ['server/index.mjs'], {
    cwd: site,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(root, 'data'),
      SESSION_SECRET: 'bounded-caches-session-secret-0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  endWithParent(server.pid!); // never outlives the test run, even one killed
  await waitUntilHealthy(port);
  return port;
}

async function stopServer() {
  if (server?.exitCode === null) {
    server.kill('SIGTERM');
    await exited(server);
  }
}

async function page(port: number, url: string) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: response.status, html: await response.text() };
}

function bytesUnder(folder: string): number {
  if (!existsSync(folder)) return 0;
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    total += entry.isDirectory() ? bytesUnder(entryPath) : entry.isFile() ? statSync(entryPath).size : 0;
  }
  return total;
}

/** What the server keeps on disk at run time: the route cache and .next/cache (optimised images). */
const runtimeDiskBytes = () =>
  bytesUnder(path.join(site, '.next', 'server', 'route-cache')) + bytesUnder(path.join(site, '.next', 'cache'));

const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync('.data', { recursive: true });
  root = mkdtempSync(path.resolve('.data/e2e-bounded-'));
  site = folderWithOwnCaches(path.join(root, 'site'));
  await freshDataDir(path.join(root, 'data'));
});

test.afterAll(async () => {
  await stopServer();
  firstApi?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const SEARCH = `/product/list?keyword=${encodeURIComponent('靈芝')}`;

test('a server started on another web API serves none of the first API’s pages', async () => {
  test.setTimeout(120_000);
  let port = await startServer({ API_BASE_URL: await startFirstApi() });
  const onFirst = await page(port, SEARCH);
  expect(onFirst.html).toContain(FIRST_API_MARK);
  await stopServer();

  port = await startServer({});
  const onEmbedded = await page(port, SEARCH);
  expect(onEmbedded.status).toBe(200);
  expect(onEmbedded.html).not.toContain(FIRST_API_MARK);
  expect((await page(port, '/product/list')).html).not.toContain(FIRST_API_MARK);
});

/**
 * Requests a visitor can vary without end, each new to every cache: searches, pages past the last,
 * unknown products (900 pages of about 250 kB, far more than the page caches may hold) and image URLs.
 */
const variedRequests = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    if (index % 8 === 0) return `/product/list?keyword=k${index}`;
    if (index % 8 === 1) return `/product/list?page=${1000 + index}`;
    if (index % 8 === 2) return `/product/${900_000 + index}`;
    return `/_next/image?url=${encodeURIComponent(`/api/web/storage/products/01001-1.webp?x=${index}`)}&w=640&q=75`;
  });

const REQUESTS = 2400;
const MAX_DISK_BYTES = 2 * 1024 * 1024;
// The server runs with a heap limit: were anything kept without bound, it would run out and crash.
const HEAP_LIMIT_MB = 320;
const MAX_RSS_BYTES = 768 * 1024 * 1024;

test(`${REQUESTS} varied requests leave the disk and the memory the server holds under a bound`, async () => {
  test.setTimeout(240_000);
  await stopServer();
  const port = await startServer({ NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}` });
  const rssAtStart = residentBytes(server!.pid!);
  const queue = variedRequests(REQUESTS);
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const { status = 0 } = await send(port, 'GET', url);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const disk = runtimeDiskBytes();
  const rss = residentBytes(server!.pid!);
  console.log(
    `bounded caches: ${REQUESTS} requests (${[...statuses].map(([status, count]) => `${count}×${status}`).join(', ')}): disk ${(disk / 1e6).toFixed(2)} MB, RSS ${(rss / 1e6).toFixed(0)} MB`,
  );
  console.log(`bounded caches: RSS at start ${(rssAtStart / 1e6).toFixed(0)} MB`);
  expect(server!.exitCode).toBeNull();
  expect(statuses.get(500) ?? 0).toBe(0);
  expect(disk).toBeLessThan(MAX_DISK_BYTES);
  expect(rss).toBeLessThan(MAX_RSS_BYTES);
});
