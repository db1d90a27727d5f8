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
