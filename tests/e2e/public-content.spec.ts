import { expect, test, type APIRequestContext } from '@playwright/test';

type TreeArticle = { id: number; title: string; content: string; web_children: TreeArticle[] };
type Tree = { about: TreeArticle[]; join: TreeArticle[]; service: TreeArticle[] };

async function articleTree(request: APIRequestContext): Promise<Tree> {
  return (await (await request.get('/api/web/articles/tree')).json()).data;
}

/** The first child route of a section whose article has sub-items (shown as panels). */
function childWithPanels(tree: Tree, section: keyof Tree) {
  for (const top of tree[section]) {
    const child = top.web_children.find((item) => item.web_children.length > 0);
    if (child) return { top, child, panel: child.web_children[0] };
  }
  throw new Error(`no ${section} child with sub-items in the demo data`);
}

async function siteTitle(request: APIRequestContext) {
  const seo = (await (await request.get('/api/web/seometas')).json()).data[0];
  return seo?.title || '東震股份有限公司';
}

test.describe('about, join and service routes from the article tree', () => {
  for (const section of ['about', 'join', 'service'] as const) {
    test(`/${section} lists its tree and leads to a child page with collapsible panels`, async ({ page, request }) => {
      const tree = await articleTree(request);
      const { top, child, panel } = childWithPanels(tree, section);

      await page.goto(`/${section}`);
      await page.locator('main').getByRole('link', { name: top.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${section}/${top.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.title);

      await page
        .getByRole('navigation', { name: `${top.title}單元` })
        .getByRole('link', { name: child.title })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${section}/${top.id}/${child.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.title);
      await expect(page).toHaveTitle(`${await siteTitle(request)} - ${child.title}`);

      const details = page.locator('details', { has: page.getByRole('heading', { name: panel.title }) });
      await expect(details).not.toHaveAttribute('open');
      await details.locator('summary').click();
      await expect(details).toHaveAttribute('open', '');
      await expect(details.locator('summary + div')).toBeVisible();
      // The slide ends, then the next click closes the panel.
      await expect(details).not.toHaveAttribute('data-sliding');
      await details.locator('summary').click();
      await expect(details).not.toHaveAttribute('open');
    });
  }

  test('/about, /join and /service wrap their pages with the section background; other pages have none', async ({
    page,
  }) => {
    const background = async (path: string) => {
      await page.goto(path);
      return page
        .locator('main [class*="shell"]')
        .evaluateAll((shells) => shells.map((shell) => getComputedStyle(shell).backgroundImage));
    };
    for (const path of ['/about', '/join', '/service', '/service/1/8']) {
      expect(await background(path), path).toEqual([expect.stringContaining('gradient')]);
    }
    expect(await background('/scam')).toEqual([]);
  });

  test('/service/1/8 explains shipping fees (linked from the cart), with Article and BreadcrumbList JSON-LD', async ({
    page,
  }) => {
    const response = await page.goto('/service/1/8');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('運費與免運說明');
    await expect(page.getByRole('table')).toContainText('NT$5,000');
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(jsonLd.find((data) => data['@type'] === 'Article')).toMatchObject({ headline: '運費與免運說明' });
    expect(jsonLd.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(4);
  });

  for (const path of ['/about/30/8', '/join/abc', '/service/999999']) {
    test(`${path} answers 404 with the not-found page, never indexed`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到您要的網頁');
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    });
  }
});

test('an about child page is complete HTML without JavaScript, and its panels still open', async ({
  browser,
  request,
}) => {
  const { top, child, panel } = childWithPanels(await articleTree(request), 'about');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/about/${top.id}/${child.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.title);
  const details = page.locator('details', { has: page.getByRole('heading', { name: panel.title }) });
  await expect(details).toBeVisible();
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(details.locator('summary + div')).toBeVisible();
  await context.close();
});

test.describe('contact form', () => {
  const fill = async (page: import('@playwright/test').Page) => {
    await page.getByLabel('主旨').fill('商品詢問');
    await page.getByLabel('姓名').fill('王小明');
    await page.getByLabel('聯絡電話').fill('0912345678');
    await page.getByLabel('電子信箱').fill('ming@example.com');
    await page.getByLabel('內容').fill('請問開運手鍊的戒圍怎麼選？');
  };

  test('shows the intro, checks the fields, sends and goes on to the response page', async ({ page, request }) => {
    const intro = (await (await request.get('/api/web/contacts')).json()).data[0];
    await page.goto('/service/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(intro.title);
    await expect(page.getByLabel('內容')).toHaveAttribute('rows', '5');

    await page.getByRole('button', { name: '送出' }).click();
    await expect(page.getByText('請填寫主旨')).toBeVisible();
    await expect(page.getByText('請填寫聯絡電話')).toBeVisible();

    await fill(page);
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/mail-to-tocin') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '送出' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('status')).toContainText('送出成功');

    await expect(page).toHaveURL(/\/service\/contact\/response$/, { timeout: 10_000 });
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/home');
    await expect(main.getByRole('link', { name: '繼續填寫聯絡表單' })).toHaveAttribute('href', '/service/contact');
  });

  test('shows 送出失敗 when sending fails', async ({ page }) => {
    await page.route('**/mail-to-tocin', (route) => route.fulfill({ status: 500, json: { message: 'Server Error' } }));
    await page.goto('/service/contact');
    await fill(page);
    await page.getByRole('button', { name: '送出' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('送出失敗');
    await expect(page.getByLabel('內容')).toHaveValue('請問開運手鍊的戒圍怎麼選？');
    await page.waitForTimeout(2_500);
    await expect(page).toHaveURL(/\/service\/contact$/);
  });
});

test('the response page is left out of the menus', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('a[href="/service/contact/response"]')).toHaveCount(0);
});

test('service bases: counties with a base are green and hovering links rows and areas both ways', async ({ page }) => {
  await page.goto('/service/stronghold');
  const taipei = page.locator('path[data-county="taipei-city"]');
  await expect(taipei).toHaveAttribute('data-city', '臺北市');
  expect(await taipei.evaluate((path) => getComputedStyle(path).fill)).toBe('rgba(46, 125, 50, 0.45)');
  await expect(page.locator('path[data-county="kinmen-county"]')).not.toHaveAttribute('data-city');

  const row = page.getByTestId('stronghold-row').filter({ hasText: '臺北大安服務站' });
  await row.hover();
  await expect(taipei).toHaveAttribute('data-highlighted', '');
  await expect(row).toHaveAttribute('data-highlighted', '');

  await page.locator('path[data-county="hualien-county"]').hover();
  const hualienRows = page.locator('[data-testid="stronghold-row"][data-city="花蓮縣"]');
  await expect(hualienRows.first()).toHaveAttribute('data-highlighted', '');
  await expect(taipei).not.toHaveAttribute('data-highlighted');
  await expect(row).not.toHaveAttribute('data-highlighted');

  await expect(row).toContainText(/\b\d{2}:\d{2}–\d{2}:\d{2}\b/);
  const link = row.getByRole('link', { name: /^查看地圖 .+（另開新視窗）$/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('/service/member-provision shows the member terms', async ({ page, request }) => {
  const terms = (await (await request.get('/api/web/terms')).json()).data[0];
  await page.goto('/service/member-provision');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('會員條款');
  const firstText = (terms.content as string)
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)!;
  await expect(page.locator('main')).toContainText(firstText);
});

test('/scam shows the first anti-fraud notice with font-size buttons', async ({ page, request }) => {
  const notice = (await (await request.get('/api/web/antifrouds')).json()).data[0];
  await page.goto('/scam');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
  await expect(page.locator('main')).toContainText('東震提醒您：小心詐騙！');
  await expect(page).toHaveTitle(`${await siteTitle(page.request)} - ${notice.title}`);
  await page.getByRole('button', { name: '放大字級' }).click();
  await expect(page.getByRole('group', { name: '字級調整' }).locator('output')).toHaveText('18');
});

test('the font-size buttons show from medium screens up, not on a phone (public §2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/scam');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '放大字級' })).toBeHidden();
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page.getByRole('button', { name: '放大字級' })).toBeVisible();
});
