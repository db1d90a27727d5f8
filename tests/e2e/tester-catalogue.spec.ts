import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByRequest, MEMBERS } from './member-support';

/**
 * Spec public §6 / member §6: a tester sees testing and status-0 products. The demo's testing product
 * is 08006 開運新品體驗禮盒（內部測試）, the only product whose name holds 體驗. Its page and a search
 * showed 暫無此商品 / no result to the tester too: the shop asked the API as a visitor.
 */
const TESTING_NAME = '開運新品體驗禮盒（內部測試）';
const SEARCH = `/product/list?keyword=${encodeURIComponent('體驗')}`;

/** The testing product's id, as the tester's quick buy looks it up (through the BFF, with the bearer). */
async function testingProductId(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByRequest(page, MEMBERS.tester);
  const response = await page.request.get('/api/bff/products/number-search/08006');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number } };
  await context.close();
  return data.id;
}

async function expectNoTestingProduct(page: Page, id: number) {
  const product = await page.goto(`/product/${id}`);
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '暫無此商品' })).toBeVisible();
  await page.goto(SEARCH);
  await expect(page.getByTestId('search-count')).toHaveText('共找到 0 項商品');
  await expect(page.getByText('查無符合的商品，請換個關鍵字試試')).toBeVisible();
}

test('the tester’s product page and search show the testing product, rendered for them and never shared', async ({
  browser,
  page,
}) => {
  const id = await testingProductId(browser);
  await loginByRequest(page, MEMBERS.tester);
  const product = await page.goto(`/product/${id}`);
  expect(product?.status()).toBe(200);
  expect(product?.headers()['cache-control']).toMatch(/private|no-store/);
  expect(product?.headers()['age']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: TESTING_NAME })).toBeVisible();
  // Its picture shows (issue 52: served to the tester's bearer alone, read through the BFF, not the optimiser).
  const picture = page.getByRole('img', { name: /開運新品體驗禮盒/ }).first();
  await expect(picture).toHaveAttribute('src', /^\/api\/bff\/storage\/products\/08006-1\.webp$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  const search = await page.goto(SEARCH);
  expect(search?.headers()['cache-control']).toMatch(/private|no-store/);
  await expect(page.getByTestId('search-count')).toHaveText('共找到 1 項商品');
  await expect(page.getByRole('link', { name: new RegExp(TESTING_NAME) }).first()).toBeVisible();
});

test('a visitor and an ordinary member still get 暫無此商品 and no result', async ({ browser, page, member }) => {
  const id = await testingProductId(browser);
  await expectNoTestingProduct(page, id);
  // Nor its picture, straight or through the image optimiser (issue 52).
  const image = '/api/web/storage/products/08006-1.webp';
  expect((await page.request.get(image)).status()).toBe(404);
  expect((await page.request.get(`/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`)).status()).not.toBe(200);
  const ordinary = await browser.newPage();
  await loginByRequest(ordinary, member.username);
  await expectNoTestingProduct(ordinary, id);
  await ordinary.close();
});

test('a visitor’s catalogue pages are still served from the page cache, a tester’s never', async ({
  request,
  browser,
}) => {
  await request.get(SEARCH);
  const again = await request.get(SEARCH);
  expect(again.status()).toBe(200);
  expect(again.headers()['age']).toMatch(/^\d+$/);
  expect(await again.text()).not.toContain(TESTING_NAME);

  const tester = await browser.newPage();
  await loginByRequest(tester, MEMBERS.tester);
  for (let i = 0; i < 2; i++) {
    const response = await tester.request.get(SEARCH);
    expect(response.headers()['age']).toBeUndefined();
    expect(await response.text()).toContain(TESTING_NAME);
  }
  await tester.close();
});
