import { expect, test } from './fixtures';
import { loginByRequest } from './member-support';
import { DESKTOP, PHONE } from './page-groups';
import { slowCpu } from './slow-cpu';

/*
 * A tap before the scripts run is never lost (spec-coverage “Public site: platform, SEO and speed”):
 * on a CPU slowed as a slow phone's, each first-screen control is tapped as soon as the page is
 * painted, without waiting for hydration. A control that works without scripts does its job at
 * once; one that needs them is disabled until then (Playwright's tap and click wait for it to be
 * enabled, as a person waits for a greyed-out button).
 */
const fresh = { waitUntil: 'commit' } as const;
// A page a tap leads to (a search's results, the cart), rendered cold on a slowed CPU, is what a person waits for here.
const results = { timeout: 20_000 };

test.beforeEach(async ({ page }) => slowCpu(page));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the menu button opens the menu from the first paint', async ({ page }) => {
    await page.goto('/home', fresh);
    await page.getByRole('banner').getByLabel('開啟選單').tap();
    const menu = page.getByRole('navigation', { name: '行動版選單' });
    await expect(menu.getByRole('link', { name: '產品介紹' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '會員登入' })).toBeVisible();
  });

  test("the menu's search finds products from the first paint", async ({ page }) => {
    await page.goto('/home', fresh);
    await page.getByRole('banner').getByLabel('開啟選單').tap();
    const search = page.getByRole('search').filter({ visible: true });
    await search.getByRole('searchbox').fill('手鍊');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/product\/list\?keyword=%E6%89%8B%E9%8D%8A$/, results);
    await expect(page.getByTestId('search-count')).toHaveText(/^共找到 \d+ 項商品$/);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header search sends what was typed before the scripts ran', async ({ page }) => {
    await page.goto('/home', fresh);
    const search = page.locator('header').getByRole('search');
    await search.getByRole('searchbox').fill('手鍊');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/product\/list\?keyword=%E6%89%8B%E9%8D%8A$/, results);
    await expect(page.getByTestId('search-count')).toHaveText(/^共找到 \d+ 項商品$/);
  });

  test('the search mode switches once it can', async ({ page }) => {
    await page.goto('/home', fresh);
    const search = page.locator('header').getByRole('search');
    await search.getByRole('button', { name: '快速購買' }).click();
    await expect(search.getByRole('button', { name: '快速購買' })).toHaveAttribute('aria-pressed', 'true');
    await expect(search.getByRole('searchbox', { name: '輸入商品編號快速購買' })).toBeVisible();
  });

  test('the font size buttons change the size once they can', async ({ page }) => {
    await page.goto('/scam', fresh);
    await page.getByRole('button', { name: /^A\+/ }).click();
    await expect(page.getByRole('status', { name: '目前字級' })).toHaveText('18');
  });

  test("the home banner's dots show their slide once they can", async ({ page }) => {
    await page.goto('/home', fresh);
    const banner = page.getByRole('region', { name: '首頁輪播' });
    await banner.getByRole('button', { name: '顯示第 2 張' }).click();
    await expect(banner.getByRole('button', { name: '顯示第 2 張' })).toHaveAttribute('aria-current', 'true');
  });

  test("the home page's side bar folds once it can", async ({ page }) => {
    await page.goto('/home', fresh);
    const bar = page.getByRole('complementary', { name: '快速導覽' });
    await bar.getByRole('button', { name: '收合' }).click();
    await expect(bar.getByRole('button', { name: '捷徑' })).toHaveAttribute('aria-expanded', 'false');
  });

  test("the product list's sort follows a choice made before the scripts ran", async ({ page }) => {
    await page.goto('/product/list', fresh);
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '價格：低到高' });
    await expect(page).toHaveURL(/\/product\/list\?sort=2$/, results);
    await expect(page.getByRole('combobox', { name: '排序' }).filter({ visible: true })).toHaveValue('2');
  });

  test("the menu's login link leads to the login page from the first paint", async ({ page }) => {
    await page.goto('/home', fresh);
    await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '會員專區', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/login$/);
    await expect(page.getByLabel('帳號')).toBeVisible();
  });

  test("a member's cart badge leads to the cart once it is shown", async ({ page, member }) => {
    await loginByRequest(page, member.username);
    await page.goto('/home', fresh);
    // The badge by the name it has once shown: the cart's count. The menu's own 購物車 link (under
    // 會員專區) is named 購物車 too, and before the stylesheet hides its drop-down it is the only,
    // visible match: a click bound to it then waited for a link that stays hidden.
    await page
      .locator('header')
      .getByRole('link', { name: /^購物車，\d+ 件商品$/ })
      .click();
    // /member/shopcart is step 1 of the cart: where the page settles, not the address it passes through.
    await expect(page).toHaveURL(/\/member\/shopcart\/step\/1$/, results);
  });
});
