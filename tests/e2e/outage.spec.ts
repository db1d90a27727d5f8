import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { expireEverything, startShopOnApi, type ShopOnApi } from './server-support';

/**
 * The web API down (issue 18): a server of the test's own on the company-API setting
 * (API_BASE_URL) pointed at a port nothing listens on. Every page it renders then shows the
 * maintenance layout and must answer 503 with Retry-After, so crawlers keep the copy they have.
 * It runs on a free port (another checkout's suite may run beside this one) and with a route
 * cache of its own (startShopOnApi, folderWithOwnCaches): it must render every page itself, never serve one the e2e
 * server rendered with the API up.
 */
let server: ShopOnApi;
let origin: string;

// One server for the file: its tests share a worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A folder of this worker's own: a retry or a repeat of this file may run in the other worker at the same time.
  mkdirSync('.data', { recursive: true });
  const root = mkdtempSync(path.resolve('.data/e2e-outage-'));
  // Listening, and its API down: health answers 503.
  server = await startShopOnApi(`http://127.0.0.1:${await freePort()}/api`, root, 503);
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const expectMaintenance = async (response: import('@playwright/test').APIResponse, url: string) => {
  expect(response.status(), url).toBe(503);
  expect(response.headers()['retry-after'], url).toBe('300');
  expect(response.headers()['cache-control'], url).toBe('no-store');
  expect(await response.text(), url).toContain('網站維護中');
};

test('/error, the maintenance page, answers 503 with Retry-After', async ({ request }) => {
  const response = await request.get(`${origin}/error`);
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('300');
  expect(await response.text()).toContain('網站維護中');
});

test('the browser’s public calls go to the company API through the shop, never to the embedded demo', async ({
  request,
}) => {
  // Served by the production server (server/web-api.mjs) on the embedded API; here forwarded, and its API is down.
  for (const path of ['/api/web/_dev/sms', '/api/web/products/1', '/api/web/offices']) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(502);
    expect(await response.json(), path).toEqual({ message: '無法連線至伺服器，請稍後再試' });
  }
});

test('a search with the API down answers 503 with Retry-After and the maintenance layout', async ({
  request,
  page,
}) => {
  const url = `${origin}/product/list?keyword=${encodeURIComponent('靈芝')}`;
  await expectMaintenance(await request.get(url), url);
  // What a visitor sees: the maintenance layout.
  const response = await page.goto(url);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('網站維護中');
});

/**
 * The pages that load data of their own. Asked twice: the failed render is not kept, so the second
 * visitor gets the outage answer too, not a stored page. (Pages with no data of their own, login
 * for one, are left out: their render succeeds with the maintenance layout, and Next.js keeps it
 * until the next regeneration.)
 */
test('every public page rendered while the API is down answers 503 with Retry-After', async ({ request }) => {
  await expireEverything(request, server);
  const pages = [
    '/home',
    '/about',
    '/join',
    '/sound',
    '/sound/boss',
    '/news',
    '/news/matter?page=2',
    '/product/view',
    '/product/list',
    '/product/1',
    '/service',
    '/service/contact',
    '/service/stronghold',
    '/scam',
  ];
  for (const page of [...pages, ...pages]) await expectMaintenance(await request.get(`${origin}${page}`), page);
});

/**
 * Next.js merges concurrent renders of one page: the requests that joined a render the API failed
 * get its outcome too, so each of them answers 503 with Retry-After and the maintenance layout, not
 * Next.js's 500.
 */
test('concurrent requests for a page rendered while the API is down all answer 503 with Retry-After', async ({
  request,
}) => {
  await expireEverything(request, server);
  for (const page of ['/product/list', '/home', '/news']) {
    const responses = await Promise.all(Array.from({ length: 5 }, () => request.get(`${origin}${page}`)));
    for (const response of responses) await expectMaintenance(response, page);
  }
});
