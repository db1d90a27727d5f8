import { expect, test, type APIRequestContext } from '@playwright/test';

/** Spec §9 lucky product numbers. */
const LUCKY = new Set([
  '01001',
  '01002',
  '01003',
  '01004',
  '01005',
  '01011',
  '01012',
  '01013',
  '01014',
  '01015',
  '01006',
  '11006',
  '01205',
  '01206',
  '01207',
  '01208',
  '01209',
]);

async function ordinaryProduct(request: APIRequestContext) {
  const list = await (await request.get('/api/web/products')).json();
  const product = list.data.find((item: { product_number: string }) => !LUCKY.has(item.product_number));
  expect(product).toBeTruthy();
  return product as { id: number; name: string; product_number: string };
}

async function switchToQuickBuy(page: import('@playwright/test').Page) {
  await page.goto('/home');
  const search = page.locator('header').getByRole('search');
  await search.getByRole('button', { name: '快速購買', pressed: false }).click();
  return search;
}

test('product search by keyword lists the matches and hides the sidebar', async ({ page, request }) => {
  const keyword = '手鍊';
  const expected = await (await request.get(`/api/web/products/search?keyword=${encodeURIComponent(keyword)}`)).json();
  await page.goto('/home');
  const search = page.locator('header').getByRole('search');
  await search.getByRole('searchbox').fill(keyword);
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/product\/list\?keyword=/);
  await expect(page.getByTestId('search-count')).toHaveText(`共找到 ${expected.total} 項商品`);
  await expect(page.getByRole('navigation', { name: '商品分類' })).toHaveCount(0);
});

test('product search by number finds the product', async ({ page, request }) => {
  const product = await ordinaryProduct(request);
  await page.goto(`/product/list?keyword=${product.product_number}`);
  await expect(page.getByTestId('product-grid').getByText(product.name)).toBeVisible();
});

test('quick buy refuses a lucky product', async ({ page }) => {
  const search = await switchToQuickBuy(page);
  await search.getByRole('searchbox').fill('01001');
  await search.getByRole('searchbox').press('Enter');
  await expect(search.getByRole('alert')).toHaveText('開運商品無法快速購買');
  await expect(page).toHaveURL(/\/home$/);
});

test('quick buy marks an unknown number invalid', async ({ page }) => {
  const search = await switchToQuickBuy(page);
  await search.getByRole('searchbox').fill('98765');
  await search.getByRole('searchbox').press('Enter');
  await expect(search.getByRole('alert')).toHaveText('查無此商品');
  await expect(search.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
});

test('quick buy goes to the product with action=buy, which sends a visitor to login with it remembered', async ({
  page,
  request,
}) => {
  const product = await ordinaryProduct(request);
  const search = await switchToQuickBuy(page);
  const opened = page.waitForURL(new RegExp(`/product/${product.id}\\?action=buy$`));
  await search.getByRole('searchbox').fill(product.product_number);
  await search.getByRole('searchbox').press('Enter');
  await opened;
  await expect(page).toHaveURL(`/member/login?redirect=${encodeURIComponent(`/product/${product.id}?action=buy`)}`);
});

test('quick buy with empty text does nothing', async ({ page }) => {
  const search = await switchToQuickBuy(page);
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(search.getByRole('alert')).toHaveCount(0);
});
