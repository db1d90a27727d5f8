import { expect, test, type Page } from '@playwright/test';
import { loginByRequest, MEMBERS } from './member-support';

/**
 * A member on a phone (390 × 844, touch) can order: the shopping list (step 1) fits the screen and
 * its 下一步 takes a tap.
 */
const PHONE_WIDTH = 390;

test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function bff<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object): Promise<T> {
  const response = await page.request.fetch(`/api/bff/${path}`, { method, data, headers: { Origin: origin() } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function productId(page: Page, number: string) {
  const response = await page.request.get(`/api/web/products/number-search/${number}`, { timeout: 90_000 });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/**
 * How far the page reaches past the phone's right edge (0 when nothing scrolls sideways). A phone lays the
 * page out as wide as its content and zooms out, so `innerWidth` grows with it: compare with the screen.
 */
const sidewaysOverflow = (page: Page) => page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE_WIDTH);

test('step 1 fits a 390 px phone and 下一步 takes a tap', async ({ page }) => {
  await loginByRequest(page, MEMBERS.shopperPhone);
  await bff(page, 'DELETE', 'user/shopping-carts');
  await bff(page, 'POST', 'user/shopping-carts', { product_id: await productId(page, '04001'), product_quantity: 2 });
  await bff(page, 'POST', 'user/shopping-carts', { product_id: await productId(page, '03001'), product_quantity: 1 });

  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('region', { name: '購物清單' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  const next = page.getByRole('button', { name: '下一步' });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/2$/);
});
