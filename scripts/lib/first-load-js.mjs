import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A public page may load at most this much more JavaScript (gzip) than the floor (scripts/lib/floor.mjs:
 * a bare Next.js page built with the same next and react) loads in the same run.
 * @typedef {{ path: string, scripts: number, raw: number, gzip: number, brotli: number }} FirstLoadRow
 */
export const FLOOR_MARGIN_KB = 8;

/** Public pages by kind; the detail pages are the first ones their list links to. */
const FIXED_ROUTES = [
  '/home',
  '/product/list',
  '/news',
  '/news/activity',
  '/news/calendar',
  '/sound/boss',
  '/sound/monthly',
  '/about',
  '/service/contact',
  '/scam',
  '/member/login',
];
const DETAIL_ROUTES = [
  ['/product/list', /href="(\/product\/\d+)"/],
  ['/news/activity', /href="(\/news\/activity\/\d+)"/],
  ['/sound/boss', /href="(\/sound\/boss\/\d+)"/],
  ['/about', /href="(\/about\/\d+)"/],
];

const page = async (base, path) => {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
};

/**
 * The public routes of the running shop at `base`, detail pages included.
 * @param {string} base
 * @returns {Promise<string[]>}
 */
export async function publicRoutes(base) {
  const routes = [...FIXED_ROUTES];
  for (const [list, link] of DETAIL_ROUTES) {
    const found = (await page(base, list)).match(link)?.[1];
    if (found) routes.splice(routes.indexOf(list) + 1, 0, found);
  }
  return routes;
}

/**
 * Every script a page's HTML makes a current browser load before it runs: the <script src> tags and
 * the chunks its RSC payload names (the client components it renders), each counted once. Chunks
 * that code loads later (next/dynamic, import()) are not in the HTML and not counted, nor are
 * `noModule` scripts (Next's polyfills for browsers without modules: a current phone skips them).
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsOf(html) {
  const skipped = new Set(
    [...html.matchAll(/<script\b[^>]*\bnomodule\b[^>]*>/gi)]
      .map(([tag]) => tag.match(/src="([^"]+)"/)?.[1])
      .filter(Boolean),
  );
  // The payload names chunks without the /_next/ prefix.
  const named = html.match(/(?:\/_next\/)?static\/chunks\/[\w.~-]+\.js/g) ?? [];
  return [...new Set(named.map((src) => `/_next/${src.replace(/^\/_next\//, '')}`))].filter((src) => !skipped.has(src));
}

const chunkCache = new Map();

async function chunkSize(base, src) {
  if (!chunkCache.has(src)) {
    chunkCache.set(
      src,
      fetch(base + src, { headers: { 'accept-encoding': 'identity' } })
        .then((response) => {
          if (!response.ok) throw new Error(`${src} answered ${response.status}`);
          return response.arrayBuffer();
        })
        .then((body) => ({
          raw: body.byteLength,
          gzip: gzipSync(Buffer.from(body)).length,
          brotli: brotliCompressSync(Buffer.from(body), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        })),
    );
  }
  return chunkCache.get(src);
}

/**
 * `{ path, scripts, raw, gzip, brotli }` (bytes) of the first-load JavaScript of `path`.
 * @param {string} base
 * @param {string} path
 * @returns {Promise<FirstLoadRow>}
 */
export async function firstLoadJs(base, path) {
  const scripts = scriptsOf(await page(base, path));
  const sizes = await Promise.all(scripts.map((src) => chunkSize(base, src)));
  const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
  return { path, scripts: scripts.length, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
}

/**
 * The floor's first load at `floorBase` and every public page's at `shopBase`: `{ floor, rows }`.
 * @param {string} shopBase
 * @param {string} floorBase
 */
export async function firstLoadBesideFloor(shopBase, floorBase) {
  const floor = await firstLoadJs(floorBase, '/');
  const rows = [];
  for (const path of await publicRoutes(shopBase)) rows.push(await firstLoadJs(shopBase, path));
  return { floor, rows };
}

/**
 * Whether a `firstLoadJs` row loads more than the floor's row plus FLOOR_MARGIN_KB (gzip).
 * @param {FirstLoadRow} row
 * @param {FirstLoadRow} floor
 */
export const overBudget = (row, floor) => row.gzip > floor.gzip + FLOOR_MARGIN_KB * 1024;

/** @param {number} bytes */
export const kB = (bytes) => (bytes / 1024).toFixed(1);

/**
 * A markdown table of `firstLoadJs` rows beside the floor's, with each page's difference in gzip.
 * @param {FirstLoadRow[]} rows
 * @param {FirstLoadRow} floor
 */
export function firstLoadTable(rows, floor) {
  const lines = [
    `| page | scripts | raw kB | gzip kB | brotli kB (as sent) | gzip beside the floor (budget +${FLOOR_MARGIN_KB} kB) |`,
    '|---|---:|---:|---:|---:|---:|',
    `| the floor (bare Next.js page) | ${floor.scripts} | ${kB(floor.raw)} | ${kB(floor.gzip)} | ${kB(floor.brotli)} | – |`,
  ];
  for (const row of rows) {
    const difference = row.gzip - floor.gzip;
    lines.push(
      `| ${row.path} | ${row.scripts} | ${kB(row.raw)} | ${kB(row.gzip)} | ${kB(row.brotli)} | ${difference >= 0 ? '+' : '−'}${kB(Math.abs(difference))}${overBudget(row, floor) ? ' **OVER**' : ''} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Asks for each script of `paths` in brotli until the server answers from its brotli copy (server/static-brotli.mjs
 * makes it on the first request).
 * @param {string} base
 * @param {string[]} paths
 */
export async function warmBrotli(base, paths) {
  const scripts = new Set();
  for (const path of paths) for (const src of scriptsOf(await page(base, path))) scripts.add(src);
  for (const src of scripts) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await fetch(base + src, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (response.headers.get('content-encoding') === 'br') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
