import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Spec public §4 / §8 under a broken network: a dropped member call is a blip when the shop's own
 * session route still answers; the session is lost when that fails too or when the company API is
 * down behind the BFF (502); the API's maintenance message sends the user to /error once per session.
 * Each test is signed in as a member of its own (tests/e2e/fixtures.ts `signedIn`), so no other test's session is disturbed.
 */
const MAINTENANCE = { message: '網站維護中，請稍後再試', status_from_backend: 5030 };
const forcedLogout = (page: Page) => page.getByRole('alertdialog', { name: '網站資料已重置' });

async function sessionState(page: Page) {
  return ((await (await page.request.get('/api/session')).json()) as { authenticated: boolean }).authenticated;
}

/** The shop's session route as the page asks it (the recheck after a dropped call), not the tests' own requests. */
const sessionRecheck = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === '/api/session' && request.method() === 'GET');

test.describe('a dropped member call', () => {
  test('while /api/session is alive it was a blip: the member stays signed in, no notice', async ({
    signedIn: page,
  }) => {
    await page.route('**/api/bff/**', (route) => route.abort('connectionreset'), { times: 1 });
    const recheck = sessionRecheck(page);
    await page.goto('/member/account');
    await (await recheck).response();
    // The recheck answered that the session is alive: give the page time to (wrongly) react.
    await page.waitForTimeout(500);
    await expect(forcedLogout(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/member\/account$/);
    expect(await sessionState(page)).toBe(true);
  });

  test('with /api/session unreachable too: 您已被登出, and on confirm /member/login, signed out', async ({
    signedIn: page,
  }) => {
    await page.route('**/api/bff/**', (route) => route.abort('connectionreset'));
    await page.route(
      (url) => url.pathname === '/api/session',
      (route) => route.abort('connectionreset'),
    );
    await page.goto('/member/account');
    const notice = forcedLogout(page);
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toContainText('您已被登出，請重新登入。');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await notice.getByRole('button', { name: '我知道了' }).click();
    await expect(page).toHaveURL(/\/member\/login$/);
    expect(await sessionState(page)).toBe(false);
  });
});

test('the company API down (the BFF answers 502) shows the forced-logout notice', async ({ signedIn: page }) => {
  await page.route('**/api/bff/**', (route) =>
    route.fulfill({ status: 502, json: { message: '無法連線至伺服器，請稍後再試' } }),
  );
  await page.goto('/member/account');
  await expect(forcedLogout(page)).toBeVisible();
  await expect(forcedLogout(page)).toHaveCount(1);
});

test.describe('the maintenance message (503, status_from_backend 5030)', () => {
  test('a member call meeting it sends the member to /error once per session, still signed in', async ({
    signedIn: page,
    context,
  }) => {
    await page.route('**/api/bff/**', (route) => route.fulfill({ status: 503, json: MAINTENANCE }));
    await page.goto('/member/account');
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByRole('heading', { name: '網站維護中' })).toBeVisible();
    await expect(forcedLogout(page)).toHaveCount(0);
    expect(await sessionState(page)).toBe(true);

    // The second time in this tab's session: not sent again (業績查詢 and the rest stay reachable).
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/bff/') && response.status() === 503,
    );
    await page.goto('/member/account');
    await answered;
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(forcedLogout(page)).toHaveCount(0);

    // A new tab is a new session: sent once there too.
    const other = await context.newPage();
    await other.route('**/api/bff/**', (route) => route.fulfill({ status: 503, json: MAINTENANCE }));
    await other.goto('/member/account');
    await expect(other).toHaveURL(/\/error$/);
  });

  test('a public call meeting it (quick buy) sends a visitor to /error once per session', async ({ page }) => {
    await page.route('**/api/web/products/number-search/**', (route) =>
      route.fulfill({ status: 503, json: MAINTENANCE }),
    );
    await page.goto('/home');
    const search = page.locator('header').getByRole('search');
    await search.getByRole('button', { name: '快速購買', pressed: false }).click();
    await search.getByRole('searchbox').fill('98765');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/error$/);

    await page.goto('/home');
    const again = page.locator('header').getByRole('search');
    await again.getByRole('button', { name: '快速購買', pressed: false }).click();
    await again.getByRole('searchbox').fill('98765');
    const answered = page.waitForResponse((response) => response.url().includes('/number-search/'));
    await again.getByRole('searchbox').press('Enter');
    await answered;
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/home$/);
  });
});
