import { expect, test, type APIRequestContext } from '@playwright/test';
import { inlinedCssCopies } from '../../scripts/lib/inlined-css.mjs';
import { callRevalidateWebhook } from './server-support';

const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(`/api/web/${path}`)).json()).data as T;
}

async function siteTitle(request: APIRequestContext) {
  const [seo] = await apiData<{ title: string }[]>(request, 'seometas');
  return seo?.title || '東震股份有限公司';
}

// The first API call of a fresh server opens, migrates and seeds the demo database and draws its
// images: on a busy machine that takes longer than one test's budget, so it is done up front.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.get('/api/web/system-images', { timeout: 110_000 })).ok()).toBe(true);
});

test('sitemap.xml lists product, article, calendar and e-book pages', async ({ request }) => {
  const [product] = await apiData<{ id: number }[]>(request, 'products');
  const [bulletin] = await apiData<{ id: number }[]>(request, 'official-bulletins');
  const [column] = await apiData<{ id: number }[]>(request, 'boss-articles');
  const [calendar] = await apiData<{ id: number }[]>(request, 'calendars');
  const [ebook] = await apiData<{ id: number }[]>(request, 'ebook-classes');
  const tree = await apiData<{ about: { id: number }[] }>(request, 'articles/tree');

  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  expect(locs).toEqual(
    expect.arrayContaining([
      '/home',
      '/product/list',
      `/product/${product.id}`,
      `/news/matter/${bulletin.id}`,
      `/sound/boss/${column.id}`,
      `/about/${tree.about[0].id}`,
      `/news/calendar/${calendar.id}`,
      `/sound/monthly/${ebook.id}`,
    ]),
  );
  expect(locs.some((loc) => loc.startsWith('/member') || loc.startsWith('/api'))).toBe(false);
});

test('a public page carries its inlined CSS once, hydrates and navigates (decision 0162)', async ({
  page,
  request,
}) => {
  // A page rendered for a request (after another test's webhook) is sent as rendered, and the server's
  // one-second page cache repeats it; the pages Next.js's cache hands on after that carry the CSS once.
  for (const path of ['/home', '/product/list', '/product/1', '/sound/boss/12']) {
    await expect
      .poll(async () => inlinedCssCopies(await (await request.get(path)).text()), { message: path, timeout: 15_000 })
      .toBe(1);
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/home');
  const shopping = page.getByRole('link', { name: '前往購物' });
  const color = await shopping.evaluate((link) => getComputedStyle(link).backgroundColor);
  await shopping.click();
  await expect(page).toHaveURL(/\/product\/list$/);
  await page.goBack();
  await expect(shopping).toBeVisible();
  await page.mouse.move(0, 0); // the pointer stays where the link was clicked: not its :hover colour
  expect(await shopping.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(color);
  expect(errors).toEqual([]);
});

test('robots.txt keeps crawlers out of /member, the API and /error and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^Disallow: \/member$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/error$/m);
  expect(text).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
});

test('the title is "site title - route title" on home, product and maintenance pages', async ({ page, request }) => {
  const site = await siteTitle(request);
  const [product] = await apiData<{ id: number; name: string }[]>(request, 'products');
  await page.goto('/home');
  await expect(page).toHaveTitle(`${site} - 首頁`);
  await page.goto(`/product/${product.id}`);
  await expect(page).toHaveTitle(`${site} - ${product.name}`);
  await page.goto('/error');
  await expect(page).toHaveTitle(`${site} - 系統維護中`);
});

test("/home's head carries the SEO settings: description, keywords, canonical URL and OpenGraph", async ({
  page,
  request,
}) => {
  const [seo] = await apiData<{ title: string; keyword: string; description: string }[]>(request, 'seometas');
  const site = await siteTitle(request);
  await page.goto('/home');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', seo.description);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', seo.keyword);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/home$/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', `${site} - 首頁`);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', seo.description);
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', site);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/home$/);
  await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\S/);
});

test('the header years are on every page, not only the home page', async ({ page }) => {
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Taipei', year: 'numeric' }).format(new Date()));
  await page.goto('/product/list');
  const years = page.getByTestId('header-years');
  await expect(years).toContainText(`中華民國 ${year - 1911} 年`);
  await expect(years).toContainText(`歲次 ${STEMS[(year - 4) % 10]}${BRANCHES[(year - 4) % 12]} 年`);
});

test('/error shows the maintenance layout: own header and footer, closure text, three buttons, noindex', async ({
  page,
}) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('網站維護中');
  await expect(page.getByText('系統正在進行維護，請稍後再試。')).toBeVisible();
  await expect(page.getByText(/維護期間如需出貨，請洽各區辦事處辦理；如需刷卡，請傳真至各辦事處辦理/)).toBeVisible();
  await expect(page.getByRole('link', { name: '業績查詢', exact: true })).toHaveAttribute(
    'href',
    '/member/performance-search',
  );
  await expect(page.getByRole('link', { name: /業績查詢信箱/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /組織業績/ })).toHaveAttribute('target', '_blank');
  // The site's regular header, menu and footer are replaced.
  await expect(page.getByTestId('header-years')).toBeHidden();
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeHidden();
  await expect(page.getByTestId('visitor-count')).toBeHidden();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/error shows the maintenance layout and its three buttons', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('網站維護中');
    await expect(page.getByRole('link', { name: '業績查詢', exact: true })).toHaveAttribute(
      'href',
      '/member/performance-search',
    );
    await expect(page.getByRole('link', { name: /業績查詢信箱/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /組織業績/ })).toBeVisible();
  });
});

test('/error polls every 10 s; once system image 4 is there it confirms and reloads the site root', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/error');
  // The timer starts once the page is hydrated.
  await expect(page.getByTestId('maintenance-poller')).toHaveAttribute('data-polling', 'on');
  let message = '';
  page.once('dialog', (dialog) => {
    message = dialog.message();
    void dialog.accept();
  });
  await page.clock.runFor(9_000);
  expect(message).toBe('');
  await page.clock.runFor(1_500);
  await expect.poll(() => message).toBe('系統維護已完成，請按確定重新進入首頁');
  await expect(page).toHaveURL(/\/home$/);
});

test("public pages are cached for 300 s (cacheLife('content')): shared caches may keep them that long", async ({
  request,
}) => {
  const [product] = await apiData<{ id: number }[]>(request, 'products');
  for (const path of ['/home', '/news', `/product/${product.id}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/\bs-maxage=300\b/);
  }
});

test.describe('the revalidation webhook', () => {
  test('refuses an unsigned or wrongly signed call with 401 JSON', async ({ request }) => {
    const body = '{"tags":["products"]}';
    const unsigned = await request.post('/api/revalidate', {
      data: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status()).toBe(401);
    expect(await unsigned.json()).toEqual({ message: '簽章無效' });
    const wrong = await request.post('/api/revalidate', {
      data: body,
      headers: { 'content-type': 'application/json', 'x-revalidate-signature': `sha256=${'0'.repeat(64)}` },
    });
    expect(wrong.status()).toBe(401);
  });

  test('a signed call revalidates the tags and the pages still serve', async ({ request }) => {
    const response = await callRevalidateWebhook(request, { tags: ['products', 'site'] });
    expect(response.status()).toBe(200);
    expect((await response.json()).revalidated).toEqual(['products', 'site']);
    const home = await request.get('/home');
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('推薦商品');
    // A detail page (params awaited outside Suspense) renders again after its tags expired.
    const [product] = await apiData<{ id: number; name: string }[]>(request, 'products');
    const detail = await request.get(`/product/${product.id}`);
    expect(detail.status()).toBe(200);
    expect(await detail.text()).toContain(product.name);
  });
});

test('the Member menu entry leads a visitor to the login page', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '會員專區', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/login$/);
});

test('a navigation scrolls to the top', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('navigation', { name: '頁尾選單' }).getByRole('link', { name: '防詐騙專區' }).click();
  await expect(page).toHaveURL(/\/scam$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// Decision 0169: Back and Forward keep the position the browser restores; only a new navigation scrolls to the top.
test('Back and Forward keep the scroll position of the page they return to (decision 0169)', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const homeY = await page.evaluate(() => window.scrollY);
  // Clicked in the page: Playwright's own click would first scroll the footer's link into view.
  await page
    .getByRole('navigation', { name: '頁尾選單' })
    .getByRole('link', { name: '防詐騙專區' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/scam$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scamY = await page.evaluate(() => window.scrollY);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(homeY);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(homeY);
  await page.goForward();
  await expect(page).toHaveURL(/\/scam$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scamY);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scamY);
});

// Spec §9: promotions 4 per view (3, 2, 1 narrower), recommended products 5 (4 below 992, 3 below 768, 2 below 576 px).
for (const [width, promotions, products] of [
  [1200, 4, 5],
  [900, 3, 4],
  [700, 2, 3],
  [400, 1, 2],
] as const) {
  test(`home carousels show ${promotions} promotions and ${products} products per view at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    const perView = (label: string) =>
      page.locator(`section[aria-label="${label}"]`).evaluate((carousel) => {
        const viewport = carousel.firstElementChild!.getBoundingClientRect();
        const slide = carousel.querySelector('[aria-roledescription="slide"]')!.getBoundingClientRect();
        return Math.round(viewport.width / slide.width);
      });
    expect(await perView('特惠活動')).toBe(promotions);
    expect(await perView('推薦商品')).toBe(products);
  });
}

test('a carousel further down the home page starts when scrolled to and pages with its arrows', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/home');
  const carousel = page.locator('section[aria-label="推薦商品"]');
  const firstSlide = carousel.locator('[aria-roledescription="slide"]').first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: '上一張' })).toBeDisabled();
  const before = (await firstSlide.boundingBox())!.x;
  await carousel.getByRole('button', { name: '下一張' }).click();
  await expect(carousel.getByRole('button', { name: '上一張' })).toBeEnabled();
  await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(before);
});
