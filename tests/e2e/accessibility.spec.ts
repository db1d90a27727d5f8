import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { DEMO_PASSWORD, loginByRequest } from './member-support';
import { slowCpu } from './slow-cpu';
import {
  checkPage,
  DESKTOP,
  expectClean,
  firstLinkTo,
  MEMBER_ROUTES,
  PHONE,
  PUBLIC_GROUPS,
  type Finding,
  type Route,
} from './page-groups';

/*
 * WCAG 2.2 AA (axe) on every page of the shop and its dialogs, on a phone (390 × 844, touch) and a
 * desktop (1280 × 800): a serious or critical violation fails, and so does a page that scrolls sideways
 * on the phone. One test per page group and screen, so the two workers share the pages; the member
 * pages reuse one login per worker. The checkout steps and an order's page are walked in
 * phone-layout.spec.ts (they change the cart). `A11Y_REPORT=1` prints every finding with its count.
 */
const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
// The member pages only read: one member of the worker's own (tests/e2e/fixtures.ts `workerMember`), signed in once.
const test = base.extend<object, { memberState: string }>({
  memberState: [
    async ({ browser, workerMember }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: origin });
      const page = await context.newPage();
      await loginByRequest(page, workerMember.username);
      // Something on the favourites and charts pages.
      const product = await page.request.get('/api/web/products/number-search/04001');
      const write = { headers: { Origin: origin } };
      const favourite = await page.request.post('/api/bff/user/favorites', {
        ...write,
        data: { product_id: ((await product.json()) as { data: { id: number } }).data.id },
      });
      expect(favourite.status(), await favourite.text()).toBeLessThan(300);
      const chart = {
        name: '王怡君',
        gender: 'F',
        calendar: '西元',
        china_hour: '午',
        hour: '12',
        minute: '30',
        is_leap: 0,
        birth_at: '1990-04-18 12:30:00',
        result: '{}',
      };
      expect((await page.request.post('/api/bff/user/characters', { ...write, data: chart })).status()).toBeLessThan(
        300,
      );
      const file = workerInfo.project.outputDir + `/a11y-member-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
});

type Result = { findings: Finding[]; overflow: string[] };

/** Each route, then the first page its `detail` pattern links to. */
async function checkRoutes(page: Page, routes: Route[], phone: boolean, result: Result) {
  for (const route of routes) {
    await page.goto(route.path);
    await checkPage(page, route.path, phone, result);
    if (!route.detail) continue;
    const detail = await firstLinkTo(page, route.detail);
    expect(detail, `${route.path} links to a page like ${route.detail}`).not.toBeNull();
    await page.goto(detail!);
    await checkPage(page, detail!, phone, result);
  }
}

const SCREENS = [
  { name: 'phone', use: { viewport: PHONE, hasTouch: true, isMobile: true }, phone: true },
  { name: 'desktop', use: { viewport: DESKTOP }, phone: false },
] as const;

for (const screen of SCREENS) {
  test.describe(`${screen.name} ${screen.use.viewport.width} px`, () => {
    test.use(screen.use);

    for (const [group, routes] of Object.entries(PUBLIC_GROUPS)) {
      test(`public ${group} pages`, async ({ page }) => {
        test.setTimeout(150_000);
        const result: Result = { findings: [], overflow: [] };
        await checkRoutes(page, routes, screen.phone, result);
        expectClean(`public ${group} @${screen.name}`, result);
      });
    }

    test('member pages and their dialogs', async ({ browser, memberState }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({
        ...screen.use,
        baseURL: origin,
        storageState: memberState,
        locale: 'zh-TW',
        timezoneId: 'Asia/Taipei',
      });
      const page = await context.newPage();
      const result: Result = { findings: [], overflow: [] };
      await checkRoutes(page, MEMBER_ROUTES, screen.phone, result);

      // The favourite's removal is asked first (kept: 取消).
      await page.goto('/member/favorite');
      await page
        .getByRole('region', { name: '我的最愛商品' })
        .getByRole('button', { name: /^移除/ })
        .first()
        .click({ timeout: 20_000 });
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await checkPage(page, '/member/favorite: remove confirm', screen.phone, result);
      await confirm.getByRole('button', { name: '取消' }).click();

      // A lucky product's form (a modal dialog) from its product page.
      const ring = (await (await page.request.get('/api/web/products/number-search/01205')).json()) as {
        data: { id: number };
      };
      await page.goto(`/product/${ring.data.id}`);
      await page.getByRole('button', { name: '加入購物車' }).click();
      const form = page.getByRole('dialog', { name: /訂製資料/ });
      await expect(form).toBeVisible();
      await checkPage(page, '/product/01205: lucky form', screen.phone, result);
      await context.close();
      expectClean(`member @${screen.name}`, result);
    });

    test("the home page's fixed side bar covers none of the sections' text", async ({ page }) => {
      await page.goto('/home');
      const bar = await page.getByRole('complementary', { name: '快速導覽' }).boundingBox();
      expect(bar).not.toBeNull();
      // The column cards, the bulletins and every section's heading and 看更多 link: each ends left of the bar.
      const texts = page.locator(
        '#home-column li a, #home-bulletin li, [data-home-section] h2, [data-home-section] a[href]:has(> span.visually-hidden)',
      );
      expect(await texts.count()).toBeGreaterThan(6);
      const covered = await texts.evaluateAll(
        (elements, left) =>
          elements
            .filter((element) => element.getBoundingClientRect().right > left)
            .map(
              (element) =>
                `${element.textContent?.trim().slice(0, 20)} ends at ${Math.round(element.getBoundingClientRect().right)}`,
            ),
        bar!.x,
      );
      expect(covered, `text reaching under the side bar (from x = ${Math.round(bar!.x)})`).toEqual([]);
    });

    if (screen.phone) {
      test('the mobile menu', async ({ page }) => {
        const result: Result = { findings: [], overflow: [] };
        // Tapped as soon as it is painted, on a slow phone's CPU: before hydration it leads to /menu,
        // after it opens the panel.
        await slowCpu(page);
        await page.goto('/home', { waitUntil: 'commit' });
        await page.getByRole('banner').getByLabel('開啟選單').tap();
        await expect(page.getByRole('navigation', { name: '行動版選單' })).toBeVisible();
        await checkPage(page, '/home: mobile menu tapped at first paint', true, result);
        // The panel of the hydrated button, whichever the first tap reached.
        await page.goto('/home');
        await page.getByRole('button', { name: '開啟選單', expanded: false }).tap();
        await expect(page.getByTestId('mobile-menu').getByRole('navigation', { name: '行動版選單' })).toBeVisible();
        await checkPage(page, '/home: mobile menu panel', true, result);
        expectClean('mobile menu @phone', result);
      });
    }

    test('the login notice', async ({ page, member }) => {
      const result: Result = { findings: [], overflow: [] };
      await page.goto('/member/login');
      await page.getByLabel('帳號').fill(member.username);
      await page.getByLabel('密碼').fill(DEMO_PASSWORD);
      await page.getByLabel('密碼').press('Enter');
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await checkPage(page, '/member/login: notice', screen.phone, result);
      expectClean(`login notice @${screen.name}`, result);
    });
  });
}
