import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Paged lists load the next page as the reader scrolls to their end (spec-coverage “Shared pages, outages and paged lists”), and keep their page
 * links for crawlers and readers without JavaScript. The demo's article list with more than one
 * page is the president's column (/sound/boss, 12 articles); the product list has five.
 */
type Paged = { data: { id: number; title?: string; name?: string }[]; last_page: number };

const api = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`/api/web/${path}`)).json()) as Paged;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.get('/api/web/system-images', { timeout: 110_000 })).ok()).toBe(true);
});

/** Scrolls to the end of the page, as a reader does. */
const scrollToEnd = (page: Page) => page.getByRole('navigation', { name: '分頁' }).scrollIntoViewIfNeeded();

test('scrolling to the end of the column list loads page 2 below page 1; the page links stay', async ({
  page,
  request,
}) => {
  const [first, second] = await Promise.all([api(request, 'boss-articles'), api(request, 'boss-articles?page=2')]);
  expect(first.last_page).toBe(2);
  const html = await (await request.get('/sound/boss')).text();
  expect(html).toContain('href="/sound/boss?page=2"');

  // The server's page holds page 1 only; the rest comes from scrolling (it may start as soon as the
  // list's end is near the screen).
  expect(html.match(/<li><a[^>]+href="\/sound\/boss\/\d+"/g)).toHaveLength(first.data.length);
  await page.goto('/sound/boss');
  const items = page.getByTestId('article-list').getByRole('listitem');
  await scrollToEnd(page);
  await expect(items).toHaveCount(first.data.length + second.data.length);
  await expect(items.last()).toContainText(second.data.at(-1)?.title ?? '');
  await expect(page.getByRole('status').filter({ hasText: '已載入第 2 頁' })).toHaveText(
    `已載入第 2 頁，新增 ${second.data.length} 則，已是最後一頁`,
  );
  // The links are still there, and the address is still page 1's.
  await expect(page.getByRole('navigation', { name: '分頁' }).getByRole('link', { name: '第 2 頁' })).toHaveAttribute(
    'href',
    '/sound/boss?page=2',
  );
  await expect(page).toHaveURL(/\/sound\/boss$/);
  // A loaded item opens its article.
  await items.last().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/sound/boss/${second.data.at(-1)?.id}$`));
});

test('the product list loads the next pages while scrolling, up to the last', async ({ page, request }) => {
  const first = await api(request, 'products');
  expect(first.last_page).toBeGreaterThan(2);
  const third = await api(request, 'products?page=3');
  await page.goto('/product/list');
  const cards = page.getByTestId('product-grid').getByRole('listitem');
  // Each scroll to the end brings the next page, until page 3's products are there.
  await expect(async () => {
    await scrollToEnd(page);
    await expect(page.getByTestId('product-grid')).toContainText(third.data[0].name ?? '', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await cards.count()).toBeGreaterThanOrEqual(first.data.length * 3);
  // Page 2 of the HTML still links page 3 for crawlers.
  expect(await (await request.get('/product/list?page=2')).text()).toContain('href="/product/list?page=3"');
});

test('without JavaScript the list is page 1 and its links', async ({ browser, request }) => {
  const first = await api(request, 'boss-articles');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sound/boss');
  await page.getByRole('navigation', { name: '分頁' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('article-list').getByRole('listitem')).toHaveCount(first.data.length);
  await context.close();
});
