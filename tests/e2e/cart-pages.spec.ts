import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByRequest, MEMBERS } from './member-support';

/**
 * /member/favorite and /member/shopcart/step/1 against the embedded API. The cart tests shop as a
 * member of their own (tests/e2e/fixtures.ts `signedIn`); the favourites test is the tester's
 * (B223456782), who alone may see and favourite a test product, and starts by emptying the tester's
 * cart and favourites. Serial: the out-of-stock test sets 02001's stock to 0 for a moment, which the
 * favourites test would read as 缺貨.
 */
test.describe.configure({ mode: 'serial' });

type Product = { id: number; name: string; member_price: number; pv: number; quantity: number };
type Line = { id: number; product_quantity: number; products: Product };

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const money = (value: number) => `NT$${value.toLocaleString('en-US')}`;

async function call<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin() } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const bff = <T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) =>
  call<T>(page, method, `/api/bff/${path}`, data);

async function productByNumber(page: Page, number: string) {
  return (await call<{ data: Product }>(page, 'GET', `/api/web/products/number-search/${number}`)).data;
}

/** The test-only stock hook of the demo (backend/routes/dev.ts, E2E_HOOKS=1). */
const setStock = (page: Page, id: number, quantity: number) =>
  call(page, 'PUT', `/api/web/_dev/products/${id}/quantity`, { quantity });

async function addToCart(page: Page, product: Product, quantity: number) {
  await bff(page, 'POST', 'user/shopping-carts', { product_id: product.id, product_quantity: quantity });
}

// A fresh demo database opens, migrates and seeds on its first call; on a busy machine that can
// outlast the session route's 15 s call timeout, so the tests wait for it here first.
test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/web/products/number-search/02001', { timeout: 90_000 });
  expect(response.ok()).toBe(true);
});

test('favourites: table, 缺貨, add to cart except test products, removal only after 確定移除?, empty text', async ({
  page,
}) => {
  await loginByRequest(page, MEMBERS.tester);
  await bff(page, 'DELETE', 'user/shopping-carts');
  const { data: favorites } = await bff<{ data: { product_id: number }[] }>(page, 'GET', 'user/favorites');
  for (const favorite of favorites) await bff(page, 'DELETE', `user/favorites/${favorite.product_id}`);
  const crystal = await productByNumber(page, '02001');
  const soldOut = await productByNumber(page, '02008');
  const { data: testing } = await bff<{ data: Product }>(page, 'GET', 'products/number-search/08006');
  await bff(page, 'POST', 'user/favorites', { product_id: testing.id });
  await bff(page, 'POST', 'user/favorites', { product_id: soldOut.id });
  await bff(page, 'POST', 'user/favorites', { product_id: crystal.id });

  await page.goto('/member/favorite');
  await expect(page.getByRole('heading', { level: 1, name: '我的最愛' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(crystal.name) });
  await expect(row.getByRole('link', { name: crystal.name })).toHaveAttribute('href', `/product/${crystal.id}`);
  await expect(row.getByText(money(crystal.member_price))).toBeVisible();
  // The thumbnail is decorative (alt ""): the name beside it is the text. It must load all the same.
  await expect
    .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('row', { name: new RegExp(soldOut.name) }).getByText('缺貨')).toBeVisible();
  const testRow = page.getByRole('row', { name: new RegExp(testing.name) });
  await expect(testRow.getByRole('button', { name: /移除/ })).toBeVisible();
  // The test product's picture is the tester's alone (issue 52): read through the BFF, it loads all the same.
  await expect
    .poll(() => testRow.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(testRow.getByRole('button', { name: /加入購物車/ })).toHaveCount(0);

  await row.getByRole('button', { name: `加入購物車 ${crystal.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: '成功加入購物車' })).toBeVisible();
  const { data: lines } = await bff<{ data: Line[] }>(page, 'GET', 'user/shopping-carts');
  expect(lines.map((line) => [line.products.name, line.product_quantity])).toEqual([[crystal.name, 1]]);

  // Escape is "cancel": nothing removed, focus back on the button.
  const remove = row.getByRole('button', { name: `移除 ${crystal.name}` });
  await remove.click();
  const question = page.getByRole('alertdialog', { name: '確定移除?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '已取消商品仍保留在我的最愛中' })).toBeVisible();
  await expect(remove).toBeFocused();
  await expect(row).toBeVisible();

  await remove.click();
  await question.getByRole('button', { name: '確定' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已移除商品已從我的最愛移除' })).toBeVisible();
  await expect(row).toHaveCount(0);
  const { data: left } = await bff<{ data: { product_id: number }[] }>(page, 'GET', 'user/favorites');
  expect(left.map((favorite) => favorite.product_id).sort()).toEqual([soldOut.id, testing.id].sort());

  for (const name of [soldOut.name, testing.name]) {
    await page.getByRole('button', { name: `移除 ${name}` }).click();
    await question.getByRole('button', { name: '確定' }).click();
  }
  await expect(page.getByText('我的最愛沒有任何商品')).toBeVisible();
});

test('cart step 1: rows, totals, quantity change, remove, clear after confirmation, empty text', async ({
  signedIn: page,
}) => {
  const crystal = await productByNumber(page, '02001');
  const tea = await productByNumber(page, '03001');
  await addToCart(page, crystal, 2);
  await addToCart(page, tea, 1);

  await page.goto('/member/shopcart');
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/1$/);
  await expect(page.getByRole('list', { name: '購物步驟' }).locator('[aria-current="step"]')).toHaveText(/購物清單/);

  const crystalRow = page.getByRole('row', { name: new RegExp(crystal.name) });
  const totals = page.getByRole('region', { name: '訂單金額' });
  const totalRow = totals.locator('dt:text-is("訂單總金額") + dd');
  const pvRow = totals.locator('dt:text-is("PV 總計") + dd');
  await expect(crystalRow.getByRole('cell').nth(3)).toHaveText(money(crystal.member_price * 2));
  await expect(crystalRow.getByRole('cell').nth(4)).toHaveText((crystal.pv * 2).toLocaleString('en-US'));
  await expect(totalRow).toContainText(money(crystal.member_price * 2 + tea.member_price));
  await expect(pvRow).toContainText((crystal.pv * 2 + tea.pv).toLocaleString('en-US'));
  await expect(page.getByRole('link', { name: '運費說明' })).toHaveAttribute('href', '/service/1/8');

  // The picker offers up to the line limit: min(50, stock) for these products.
  const picker = crystalRow.getByRole('combobox', { name: `${crystal.name} 數量` });
  await expect(picker.locator('option')).toHaveCount(Math.min(50, crystal.quantity));
  await picker.selectOption('3');
  await expect(totalRow).toContainText(money(crystal.member_price * 3 + tea.member_price));
  await expect
    .poll(async () =>
      (await bff<{ data: Line[] }>(page, 'GET', 'user/shopping-carts')).data.map((line) => line.product_quantity),
    )
    .toEqual([3, 1]);

  await page.getByRole('button', { name: `移除 ${tea.name}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(tea.name) })).toHaveCount(0);
  await expect(totalRow).toContainText(money(crystal.member_price * 3));

  await page.reload();
  await expect(picker).toHaveValue('3');

  await page.getByRole('button', { name: '清空購物車' }).click();
  const question = page.getByRole('alertdialog', { name: '確定清空購物車?' });
  await question.getByRole('button', { name: '取消' }).click();
  await expect(crystalRow).toBeVisible();
  await page.getByRole('button', { name: '清空購物車' }).click();
  await question.getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('購物車內沒有商品')).toBeVisible();
  await expect(page.getByRole('button', { name: '清空購物車' })).toHaveCount(0);
  expect((await bff<{ data: Line[] }>(page, 'GET', 'user/shopping-carts')).data).toEqual([]);
});

test('a line whose product ran out of stock is removed with its message, shown once', async ({ signedIn: page }) => {
  const crystal = await productByNumber(page, '02002');
  await addToCart(page, crystal, 1);
  await setStock(page, crystal.id, 0);
  try {
    await page.goto('/member/shopcart/step/1');
    await expect(
      page.getByRole('alert').filter({ hasText: `${crystal.name} 已無庫存，將自動從購物車移除` }),
    ).toBeVisible();
    await expect(page.getByText('購物車內沒有商品')).toBeVisible();
    await page.reload();
    await expect(page.getByText('購物車內沒有商品')).toBeVisible();
    await expect(page.getByText('已無庫存')).toHaveCount(0);
  } finally {
    await setStock(page, crystal.id, crystal.quantity);
  }
});

test('steps 2 to 5 not reached yet send the member to step 1, even with a line in the cart; other step numbers are 404', async ({
  page,
  memberWithCart,
}) => {
  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('row', { name: new RegExp(memberWithCart.product.name) })).toBeVisible();
  for (const step of ['2', '3', '4', '5']) {
    await page.goto(`/member/shopcart/step/${step}`);
    await expect(page, `step ${step}`).toHaveURL(/\/member\/shopcart\/step\/1$/);
    await expect(page.getByRole('list', { name: '購物步驟' }).locator('[aria-current="step"]')).toHaveText(/購物清單/);
  }
  for (const step of ['0', '6', 'x']) {
    const response = await page.goto(`/member/shopcart/step/${step}`);
    expect(response?.status(), `step ${step}`).toBe(404);
  }
});
