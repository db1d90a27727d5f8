import { expect, test } from '@playwright/test';

const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

test('redirects: / to /home and /product to /product/view', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/product');
  await expect(page).toHaveURL(/\/product\/view$/);
});

test('the title is "site title - route title"', async ({ page, request }) => {
  const seo = (await (await request.get('/api/web/seometas')).json()).data[0];
  const siteTitle = seo?.title || '東震股份有限公司';
  await page.goto('/product/view');
  await expect(page).toHaveTitle(`${siteTitle} - 產品總覽`);
  await page.goto('/product/list');
  await expect(page).toHaveTitle(`${siteTitle} - 商品列表`);
});

test('the header shows the ROC year and the sexagenary year', async ({ page }) => {
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Taipei', year: 'numeric' }).format(new Date()));
  const sexagenary = STEMS[(year - 4) % 10] + BRANCHES[(year - 4) % 12];
  await page.goto('/home');
  const years = page.getByTestId('header-years');
  await expect(years).toContainText(String(year - 1911));
  await expect(years).toContainText(sexagenary);
});

test('the header links to the scam page and the external performance sites', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('header a[href="/scam"]')).toBeVisible();
  await expect(page.getByRole('link', { name: /業績查詢信箱/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /組織業績/ })).toHaveAttribute('target', '_blank');
});

test('the footer shows a nine-digit visitor counter and records one visit per session', async ({ page, request }) => {
  // What this page asks of the counter, by method: a recorded visit is a POST, a read a GET.
  const calls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.endsWith('/browse-counts')) calls.push(call.method());
  });
  const before = (await (await request.get('/api/web/browse-counts')).json()).data.count as number;
  await page.goto('/home');
  const counter = page.getByTestId('visitor-count');
  await expect(counter).toHaveText(/^\d{9}$/);
  await expect.poll(async () => Number(await counter.textContent())).toBeGreaterThan(before);
  expect(calls).toEqual(['POST']);
  await page.goto('/product/view');
  await expect(page.getByTestId('visitor-count')).toHaveText(/^\d{9}$/);
  // A second page in the same session reads the total without recording another visit.
  await expect.poll(() => calls).toEqual(['POST', 'GET']);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual(['POST', 'GET']);
});

test('the footer shows the contact details and social links of the site rights record', async ({ page, request }) => {
  const [rights] = (await (await request.get('/api/web/system-rights')).json()).data as Record<string, string | null>[];
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`地址：${rights.address}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: rights.telphone! })).toHaveAttribute('href', /^tel:/);
  if (rights.email)
    await expect(footer.getByRole('link', { name: rights.email })).toHaveAttribute('href', `mailto:${rights.email}`);
  const social = footer.getByRole('list', { name: '社群連結' });
  for (const [key, label] of [
    ['link_fb', 'Facebook'],
    ['link_line', 'LINE'],
    ['link_youtube', 'YouTube'],
    ['link_ig', 'Instagram'],
    ['link_wechat', '微信 WeChat'],
    ['link_twitter', 'X（Twitter）'],
  ]) {
    if (rights[key]) await expect(social.getByRole('link', { name: label })).toHaveAttribute('href', rights[key]!);
  }
  expect(await social.getByRole('link').count()).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu locks page scrolling while open', async ({ page }) => {
    await page.goto('/home');
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await overflow()).not.toBe('hidden');
    // The panel is the hydrated page's (before, the button is a link to /menu): it says it can expand.
    const toggle = page.getByRole('button', { name: '開啟選單', expanded: false });
    await toggle.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '產品介紹' })).toBeVisible();
    expect(await overflow()).toBe('hidden');
    await menu.getByRole('button', { name: '關閉' }).click();
    await expect(menu).toBeHidden();
    expect(await overflow()).not.toBe('hidden');
  });
});

test('an unknown path shows the designed not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到您要的網頁');
});
