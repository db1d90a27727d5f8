import { expect, test } from '@playwright/test';

// The visible grid only: after a client navigation Next keeps the list it left in the DOM, hidden.
const memberPrices = async (page: import('@playwright/test').Page) => {
  const texts = await page
    .getByTestId('product-grid')
    .filter({ visible: true })
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('[class*="memberPrice"]')?.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
};

test('the landing page shows the product banners, the marquee and category tiles without 全部商品', async ({
  page,
  request,
}) => {
  const productUse = async (call: string) =>
    (
      (await (await request.get(`/api/web/${call}`)).json()).data as { is_product_use: number; content?: string }[]
    ).filter((item) => item.is_product_use === 1);
  const [banners, marquees] = [await productUse('index-carousels'), await productUse('index-marquees')];
  expect(banners.length).toBeGreaterThan(0);
  expect(marquees.length).toBeGreaterThan(0);
  await page.goto('/product/view');
  await expect(page.getByRole('region', { name: '商品輪播' }).locator('img').first()).toBeVisible();
  await expect(page.locator('main')).toContainText(marquees[0].content!);
  const tiles = page.locator('main a[href^="/product/list?category_id="]');
  expect(await tiles.count()).toBeGreaterThan(0);
  await expect(tiles.filter({ hasText: '全部商品' })).toHaveCount(0);
});

test('sorting by price orders the list ascending and descending', async ({ page }) => {
  await page.goto('/product/list');
  await page.getByRole('combobox', { name: '排序' }).selectOption('2');
  // A sorted list is rendered on its first request (it is not prerendered); on a busy machine it may
  // wait behind the page's own prefetches.
  await expect(page).toHaveURL(/sort=2/, { timeout: 20_000 });
  const ascending = await memberPrices(page);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByRole('combobox', { name: '排序' }).selectOption('3');
  await expect(page).toHaveURL(/sort=3/, { timeout: 20_000 });
  const descending = await memberPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test("the sidebar's category and series links filter the list", async ({ page, request }) => {
  type Category = { id: number; name: string; products_count?: number; series?: { id: number; name: string }[] };
  const categories: Category[] = (await (await request.get('/api/web/products/sidebar')).json()).data;
  const category = categories.find((item) => (item.series?.length ?? 0) > 0 && item.products_count !== 0)!;
  const series = category.series![0];
  const names = async (query: string) =>
    ((await (await request.get(`/api/web/products?${query}`)).json()).data as { name: string }[]).map(
      (product) => product.name,
    );
  const shown = () => page.getByTestId('product-grid').filter({ visible: true }).locator('article h3, article h2');
  await page.goto('/product/list');
  const sidebar = page.getByRole('navigation', { name: '商品分類' });

  await sidebar.getByRole('link', { name: category.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`\\?category_id=${category.id}$`));
  await expect(shown()).toHaveText(await names(`category_id=${category.id}`));

  await sidebar.getByRole('link', { name: series.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?category_id=${category.id}&series_id=${series.id}$`));
  await expect(shown()).toHaveText(await names(`category_id=${category.id}&series_id=${series.id}`));
});

test('pagination follows last_page', async ({ page, request }) => {
  const list = await (await request.get('/api/web/products')).json();
  await page.goto('/product/list');
  const nav = page.getByRole('navigation', { name: '分頁' });
  if (list.last_page > 1) {
    await expect(nav.getByRole('link', { name: `第 ${list.last_page} 頁` })).toBeVisible();
    await nav.getByRole('link', { name: '第 2 頁' }).click();
    await expect(page).toHaveURL(/page=2/);
    const second = await (await request.get('/api/web/products?page=2')).json();
    // Page 1 stays in the DOM, hidden (with the page 2 items it loaded as it was scrolled): the visible grid,
    // once the router has swapped them (for a moment both are shown).
    const shown = page.getByTestId('product-grid').filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(shown.getByText(second.data[0].name)).toBeVisible();
  } else {
    await expect(nav).toHaveCount(0);
  }
});

// The filtered list is served by /product/list/q/[query] (proxy.ts rewrites the query there), so a
// page past the last one is the designed not-found page with a real 404, rendered before the response starts.
test('/product/list?page= past the last page answers 404 with the not-found page; the last page and an empty category 200', async ({
  request,
}) => {
  const list = await (await request.get('/api/web/products')).json();
  expect((await request.get(`/product/list?page=${list.last_page}`)).status()).toBe(200);
  for (const path of [
    '/product/list?page=999',
    `/product/list?page=${list.last_page + 1}`,
    '/product/list?sort=3&page=999',
    `/product/list?keyword=${encodeURIComponent('手鍊')}&page=999`,
  ]) {
    const beyond = await request.get(path);
    expect(beyond.status(), path).toBe(404);
    const html = await beyond.text();
    expect(html).toContain('找不到您要的網頁');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
  const categories: { id: number; products_count?: number }[] = (
    await (await request.get('/api/web/products/sidebar')).json()
  ).data;
  const empty = categories.find((category) => category.products_count === 0);
  if (empty) {
    const response = await request.get(`/product/list?category_id=${empty.id}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('此分類目前沒有商品');
  }
  // A category the API does not know shows its message on the list (not an error page).
  const unknown = await request.get('/product/list?category_id=999999');
  expect(unknown.status()).toBe(200);
  expect(await unknown.text()).toContain('查無此分類');
});

test('product detail shows the product, its prices and JSON-LD; visitors are sent to login', async ({
  page,
  request,
}) => {
  const { data } = await (await request.get('/api/web/products')).json();
  const product = data[0];
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByText(`商品編號：${product.product_number}`)).toBeVisible();
  const money = (value: number) => `NT$${value.toLocaleString('en-US')}`;
  const prices = page.locator('main dl').first();
  await expect(prices).toContainText(`會員價${money(product.member_price)}`);
  await expect(prices).toContainText(`建議售價${money(product.price)}`);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const productLd = ld.map((text) => JSON.parse(text)).find((entry) => entry['@type'] === 'Product');
  expect(productLd.offers.priceCurrency).toBe('TWD');
  expect(productLd.offers.availability).toBe(
    product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  );
  expect(ld.map((text) => JSON.parse(text)).some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  if (product.quantity > 0) {
    await page.getByRole('link', { name: '加入購物車' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/member/login\\?redirect=${encodeURIComponent(`/product/${product.id}`).replace(/[/]/g, '\\/')}`),
    );
  }
});

test('a missing product shows 暫無此商品', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('暫無此商品');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/home is complete HTML', async ({ page, request }) => {
    const recommended = (await (await request.get('/api/web/recommended-products')).json()).data;
    const bulletins = (await (await request.get('/api/web/official-bulletins')).json()).data;
    await page.goto('/home');
    await expect(page.getByRole('region', { name: '首頁輪播' }).locator('img').first()).toBeVisible();
    await expect(page.getByText(bulletins[0].index_title || bulletins[0].title).first()).toBeVisible();
    if (recommended.length > 0) await expect(page.getByText(recommended[0].name).first()).toBeVisible();
    await expect(page.getByTestId('visitor-count')).toHaveText(/^\d{9}$/);
  });

  test('/product/list, sorted or not, is complete HTML: the cards are visible and no hidden streamed segment holds them', async ({
    page,
    request,
  }) => {
    for (const path of ['/product/list', '/product/list?sort=2&page=1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId('product-grid').locator('article').first()).toBeVisible();
      await expect(page.locator('[hidden][id^="S:"]')).toHaveCount(0);
      expect(await (await request.get(path)).text()).not.toMatch(/hidden id="S:/);
    }
    const ascending = await memberPrices(page);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  test('a product page is complete HTML', async ({ page, request }) => {
    const { data } = await (await request.get('/api/web/products')).json();
    const product = data[0];
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('heading', { name: '商品說明' })).toBeVisible();
    await expect(page.getByRole('img', { name: product.images[0]?.image_alt || product.name }).first()).toBeVisible();
    // The visitor's actions are plain links to login that come back here (the member's are a client island).
    if (product.quantity > 0) {
      await expect(page.getByRole('link', { name: '加入購物車' })).toHaveAttribute(
        'href',
        `/member/login?redirect=${encodeURIComponent(`/product/${product.id}`)}`,
      );
    }
  });
});
