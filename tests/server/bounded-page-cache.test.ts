import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache/types';
import MemoryPageHandler, { entryBytes, VARIANT_PAGES_MAX_BYTES } from '@/server/cache/memory-page-handler.mjs';
import { clearRuntimePages } from '@/server/route-cache.mjs';

// Next.js's kinds are const enums of its declarations (no values under isolatedModules): their strings, typed as the members.
const APP_PAGE = 'APP_PAGE' as CachedRouteKind.APP_PAGE;
const PAGE_REQUEST = { kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE, isFallback: false };

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'bounded-pages-'));
  mkdirSync(path.join(distDir, 'server'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** The file-system interface Next.js hands its cache (only what a write would use). */
const cacheFs = {
  readFile: fs.readFile,
  readFileSync,
  stat: fs.stat,
  existsSync,
  mkdir: (dir: string) => fs.mkdir(dir, { recursive: true }),
  writeFile: fs.writeFile,
};

it('keeps a rendered page in memory and writes nothing to disk (issue 35)', async () => {
  const handler = new MemoryPageHandler({
    fs: cacheFs,
    flushToDisk: true,
    serverDistDir: path.join(distDir, 'server'),
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
  const key = '/route-cache/app-page/0123/$/product/list/q/eyJrZXl3b3JkIjoiYSJ9';
  const page = {
    kind: APP_PAGE,
    html: '<html>搜尋</html>',
    rscData: Buffer.from('rsc'),
    headers: {},
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
  await handler.set(key, page, { cacheControl: { revalidate: 300, expire: 86_400 } });
  expect((await handler.get(key, PAGE_REQUEST))?.value).toMatchObject({
    html: '<html>搜尋</html>',
  });
  expect(readdirSync(path.join(distDir, 'server'))).toEqual([]);
});

it('removes the pages an earlier run wrote to the route cache, and only those', () => {
  mkdirSync(path.join(distDir, 'server', 'route-cache', 'app-page'), { recursive: true });
  writeFileSync(path.join(distDir, 'server', 'route-cache', 'app-page', 'old.html'), '<html>another API</html>');
  mkdirSync(path.join(distDir, 'server', 'app'));
  clearRuntimePages(distDir);
  expect(readdirSync(path.join(distDir, 'server'))).toEqual(['app']);
});

/**
 * Issue 52: anonymous variants (searches, unknown ids, pages past the last) never evict the build's
 * prerendered pages, and a prerendered page regenerated at run time never comes back as the build's copy.
 */
describe('the pages everyone reads and the pages a visitor can name', () => {
  const BUILT_AT = new Date(Date.now() - 3_600_000);
  const CACHE_CONTROL = { cacheControl: { revalidate: 300, expire: 86_400 } };
  /** A catalogue page of about 250 k characters, most of them Chinese (two bytes each in V8). */
  const bigPage = (mark: string) => ({
    kind: APP_PAGE,
    html: `<html>${mark}${'靈芝茶禮盒'.repeat(50_000)}</html>`,
    rscData: Buffer.from(`rsc of ${mark}`),
    headers: {},
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  });

  /** Next.js's route cache key of a page path (route-cache-key.js getRouteCacheKey). */
  const routeKey = (sourceRoute: string, pagePath: string) =>
    `/route-cache/APP_PAGE/${createHash('sha256').update(sourceRoute).digest('hex')}/$${pagePath}`;
  /** The key of a page the build prerendered (its route: the page path, no params). */
  const pageKey = (page: string) => routeKey(`/${page}/page`, `/${page}`);
  const productKey = (id: number) => routeKey('/product/[id]/page', `/product/${id}`);
  const searchKey = (keyword: string) =>
    routeKey(
      '/product/list/q/[query]/page',
      `/product/list/q/${Buffer.from(`?keyword=${keyword}`).toString('base64url')}`,
    );

  /** A build: its prerender manifest names `page` and products 1–`products`, and `page`'s prerendered files. */
  function build(page: string, products: number) {
    const routes = Object.fromEntries(
      [`/${page}`, ...Array.from({ length: products }, (_, i) => `/product/${i + 1}`)].map((route) => [route, {}]),
    );
    writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ version: 4, routes }));
    const app = path.join(distDir, 'server', 'app');
    mkdirSync(app, { recursive: true });
    const meta = {
      status: 200,
      headers: {},
      routeCache: { key: pageKey(page), owner: { kind: 'APP_PAGE', sourceRoute: `/${page}/page` }, isFallback: false },
    };
    writeFileSync(path.join(app, `${page}.html`), `<html>the build’s ${page}</html>`);
    writeFileSync(path.join(app, `${page}.meta`), JSON.stringify(meta));
    writeFileSync(path.join(app, `${page}.rsc`), `rsc of the build’s ${page}`);
    for (const suffix of ['html', 'meta', 'rsc']) utimesSync(path.join(app, `${page}.${suffix}`), BUILT_AT, BUILT_AT);
    return new MemoryPageHandler({
      fs: { ...cacheFs, readFileSync },
      serverDistDir: path.join(distDir, 'server'),
      maxMemoryCacheSize: 50 * 1024 * 1024, // next.config.mjs cacheMaxMemorySize
      revalidatedTags: [],
      _requestHeaders: {},
    });
  }
  const htmlOf = async (handler: InstanceType<typeof MemoryPageHandler>, key: string) =>
    ((await handler.get(key, PAGE_REQUEST))?.value as { html?: string } | undefined)?.html;

  it('keeps home and the products through 300 distinct searches, and home never comes back as the build’s copy', async () => {
    const HOME = pageKey('home');
    const handler = build('home', 3);
    expect(await htmlOf(handler, HOME)).toBe('<html>the build’s home</html>');
    await handler.set(HOME, { ...bigPage('regenerated home'), html: '<html>regenerated home</html>' }, CACHE_CONTROL);
    for (const id of [1, 2, 3]) await handler.set(productKey(id), bigPage(`product ${id}`), CACHE_CONTROL);

    for (let index = 0; index < 300; index++)
      await handler.set(searchKey(`k${index}`), bigPage(`search ${index}`), CACHE_CONTROL);

    expect(await htmlOf(handler, HOME)).toBe('<html>regenerated home</html>');
    for (const id of [1, 2, 3]) expect(await htmlOf(handler, productKey(id))).toContain(`product ${id}`);
    // The searches are bounded by the bytes they hold: the latest kept, the first ones evicted.
    expect(await htmlOf(handler, searchKey('k299'))).toContain('search 299');
    expect(await handler.get(searchKey('k0'), PAGE_REQUEST)).toBeNull();
    const kept = (
      await Promise.all(Array.from({ length: 300 }, (_, index) => handler.get(searchKey(`k${index}`), PAGE_REQUEST)))
    ).filter(Boolean).length;
    expect(kept).toBe(
      Math.floor(VARIANT_PAGES_MAX_BYTES / entryBytes(searchKey('k100'), { value: bigPage('search 100') })),
    );
  });

  it('renders a regenerated prerendered page again once evicted, never reading the build’s copy back', async () => {
    const NEWS = pageKey('news');
    const handler = build('news', 400);
    expect(await htmlOf(handler, NEWS)).toBe('<html>the build’s news</html>');
    await handler.set(NEWS, bigPage('regenerated news'), CACHE_CONTROL);
    // 400 prerendered products of 500 kB each: more than the pool of prerendered pages holds.
    for (let id = 1; id <= 400; id++) await handler.set(productKey(id), bigPage(`product ${id}`), CACHE_CONTROL);

    expect(await handler.get(NEWS, PAGE_REQUEST)).toBeNull();
    expect(await htmlOf(handler, productKey(400))).toContain('product 400');
  });

  it('counts a page in the bytes it holds, not in characters', () => {
    const chinese = { value: { kind: 'APP_PAGE', html: '靈'.repeat(100_000), rscData: Buffer.alloc(50_000) } };
    const latin = { value: { kind: 'APP_PAGE', html: 'a'.repeat(100_000), rscData: Buffer.alloc(50_000) } };
    expect(entryBytes('/k', chinese) - entryBytes('/k', latin)).toBe(100_000);
    expect(entryBytes('/k', chinese)).toBeGreaterThanOrEqual(250_000);
    expect(entryBytes('/k', chinese)).toBeLessThan(252_000);
  });
});
