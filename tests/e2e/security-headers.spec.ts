import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIXED_PUBLIC_PAGES } from '../../lib/routes/public-pages';
import { loginByRequest } from './member-support';

// The sitemap's fixed pages, and the pages that are not in it: a detail, the calendar, the error and member entry pages.
const PUBLIC_ROUTES = [
  ...FIXED_PUBLIC_PAGES,
  '/news/calendar',
  '/product/1',
  '/service/1/8',
  '/error',
  '/member/login',
  '/member/forgot',
  '/member/register',
];

const MEMBER_ROUTES = [
  '/member/account',
  '/member/address',
  '/member/natalchart',
  '/member/change',
  '/member/points',
  '/member/performance-search',
  '/member/favorite',
  '/member/shopcart/step/1',
];

/** Console messages about the Content-Security-Policy while the page loads and settles. */
async function cspViolations(page: Page, path: string) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(`${path}: ${message.text()}`);
  });
  const response = await page.goto(path);
  // Hydrated (the session watch marks the page): inline scripts, styles and the first client calls have run.
  await page.waitForFunction(() => document.documentElement.dataset.sessionWatch !== undefined);
  return { violations, response };
}

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/home', '/product/1', '/api/web/products', '/api/session', '/api/health', '/favicon.ico']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
  }
});

test('every /api/web request is the embedded API’s answer, with the security headers, whatever Next.js would make of it', async ({
  request,
}) => {
  // One door (decision 0170): the production server answers these itself; Next.js's route once answered HEAD and
  // OPTIONS with its own 204, redirected a router's request to ?_rsc and a trailing slash with a 308.
  const cases: [string, string, Record<string, string>, number, object | undefined][] = [
    ['HEAD', '/api/web/products/1', {}, 200, undefined],
    ['OPTIONS', '/api/web/products/1', {}, 404, { message: '找不到這個 API 路徑' }],
    ['GET', '/api/web/products/%31', {}, 200, undefined],
    ['GET', '/api/web/products/1', { rsc: '1' }, 200, undefined],
    ['GET', '/api/web/products/1/', {}, 404, { message: '找不到這個 API 路徑' }],
    ['GET', '/api/web/products/search?keyword=%zz', {}, 400, { message: '網址編碼格式錯誤' }],
  ];
  for (const [method, path, headers, status, body] of cases) {
    const response = await request.fetch(path, { method, headers, maxRedirects: 0 });
    const label = `${method} ${path} ${JSON.stringify(headers)}`;
    expect(response.status(), label).toBe(status);
    expect(response.headers()['content-type'], label).toMatch(/^application\/json/);
    expect(response.headers()['content-security-policy'], label).toContain("frame-ancestors 'none'");
    expect(response.headers()['strict-transport-security'], label).toContain('max-age=');
    expect(response.headers()['vary'], label).toBe('Accept-Encoding');
    if (body) expect(await response.json(), label).toEqual(body);
    else if (method === 'GET') expect((await response.json()).data.id, label).toBe(1);
  }
});

test('GET /api/health answers ok once the database has opened', async ({ request }) => {
  // 503 while a fresh database is still being created and seeded, as a load balancer would poll.
  await expect.poll(async () => (await request.get('/api/health')).status(), { timeout: 30_000 }).toBe(200);
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
});

test('public pages load without a CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const all: string[] = [];
  for (const path of PUBLIC_ROUTES) {
    const { violations } = await cspViolations(page, path);
    all.push(...violations);
  }
  expect(all).toEqual([]);
});

test('member pages load without a CSP violation', async ({ page, member }) => {
  test.setTimeout(90_000);
  await loginByRequest(page, member.username);
  const all: string[] = [];
  for (const path of MEMBER_ROUTES) {
    const { violations, response } = await cspViolations(page, path);
    expect(response?.status(), path).toBe(200);
    all.push(...violations);
  }
  expect(all).toEqual([]);
});

test('another site cannot frame the login page', async ({ page }) => {
  const response = await page.goto('/member/login');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
});
