import { expect, test, type APIRequestContext } from '@playwright/test';
import { COURSE_TABLE_WEEKDAYS } from '../support/content-fixtures';

type Paged = { data: { id: number; title: string; status: number }[]; last_page: number; current_page: number };

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`/api/web/${path}`);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
};

test('the bulletin list shows published bulletins and opens one with its sanitized content', async ({
  page,
  request,
}) => {
  const list = await api<Paged>(request, 'official-bulletins');
  await page.goto('/news/matter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司公告');
  const items = page.getByTestId('article-list').getByRole('listitem');
  await expect(items).toHaveCount(list.data.length);
  await expect(items.first()).toContainText(list.data[0].title);

  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/matter/${list.data[0].id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.data[0].title);
  await expect(page).toHaveTitle(new RegExp(` - ${list.data[0].title}$`));
  await expect(page.getByRole('group', { name: '字級調整' })).toBeVisible();
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  expect(ld.map((entry) => entry['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
});

test('an unpublished bulletin redirects to the newest one', async ({ page, request }) => {
  const newest = (await api<Paged>(request, 'official-bulletins')).data[0];
  // The demo seed holds a withdrawn draft (status 0): find it through the API, which returns it as it is.
  let draftId: number | null = null;
  for (let id = 1; id <= 60 && draftId === null; id++) {
    const response = await request.get(`/api/web/official-bulletins/${id}`);
    if (response.ok() && (await response.json()).data.status !== 1) draftId = id;
  }
  expect(draftId, 'the demo data has an unpublished bulletin').not.toBeNull();
  const answer = await request.get(`/news/matter/${draftId}`, { maxRedirects: 0 });
  expect([307, 308]).toContain(answer.status());
  expect(answer.headers().location).toMatch(new RegExp(`/news/matter/${newest.id}$`));
  await page.goto(`/news/matter/${draftId}`);
  await expect(page).toHaveURL(new RegExp(`/news/matter/${newest.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
});

test('the president’s column has a pagination bar from last_page that works without JavaScript', async ({
  browser,
  request,
}) => {
  const first = await api<Paged>(request, 'boss-articles');
  expect(first.last_page).toBeGreaterThan(1);
  const second = await api<Paged>(request, 'boss-articles?page=2');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sound/boss');
  const nav = page.getByRole('navigation', { name: '分頁' });
  await expect(nav.getByRole('link', { name: `第 ${first.last_page} 頁` })).toBeVisible();
  await expect(nav.getByRole('link', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: '第 2 頁' }).click();
  await expect(page).toHaveURL(/\/sound\/boss\?page=2$/);
  await expect(page.getByTestId('article-list')).toContainText(second.data[0].title);
  await expect(nav.getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
  await context.close();
});

// ?page= past the last page is the designed not-found page with a real 404 and noindex (proxy.ts
// serves ?page=N from a {root}/list/N route, so notFound() runs before the response starts).
for (const [root, collection] of [
  ['/sound/boss', 'boss-articles'],
  ['/news/activity', 'news'],
  ['/news/matter', 'official-bulletins'],
  ['/news/travel', 'travels'],
] as const) {
  test(`${root}: page 1 and the pages up to last_page answer 200, a page past it 404`, async ({ request }) => {
    const first = await api<Paged>(request, collection);
    expect(first.data.length).toBeGreaterThan(0);
    for (let number = 1; number <= first.last_page; number++) {
      const { data } = number === 1 ? first : await api<Paged>(request, `${collection}?page=${number}`);
      const list = await request.get(number === 1 ? root : `${root}?page=${number}`);
      expect(list.status(), `${root} page ${number}`).toBe(200);
      expect(await list.text()).toContain(data[0].title);
    }
    for (const page of [first.last_page + 1, 999]) {
      const beyond = await request.get(`${root}?page=${page}`);
      expect(beyond.status(), `${root}?page=${page}`).toBe(404);
      const html = await beyond.text();
      expect(html).toContain('找不到您要的網頁');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
    // A malformed page reads as page 1.
    expect((await request.get(`${root}?page=abc`)).status()).toBe(200);
  });
}

test('the pagination links work with JavaScript too (client navigation through the ?page= rewrite)', async ({
  page,
  request,
}) => {
  const second = await api<Paged>(request, 'boss-articles?page=2');
  await page.goto('/sound/boss');
  const nav = page.getByRole('navigation', { name: '分頁' });
  await nav.getByRole('link', { name: '第 2 頁' }).click();
  await expect(page).toHaveURL(/\/sound\/boss\?page=2$/);
  // Page 1 stays in the DOM, hidden (Next keeps the route it left), so only the visible list counts.
  await expect(page.getByTestId('article-list').filter({ visible: true })).toContainText(second.data[0].title);
  await expect(nav.getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: '第 1 頁' }).click();
  await expect(page).toHaveURL(/\/sound\/boss$/);
  await expect(nav.getByRole('link', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
});

type CalendarDetail = {
  id: number;
  title: string;
  dumpling_day: string[];
  businessData: { location: string }[];
  characterData: { location: string }[];
  numerologyData: { location: string }[];
};

test('the bare calendar path bounces to this month’s calendar', async ({ page, request }) => {
  const { data: current } = await api<{ data: CalendarDetail }>(request, 'calendar/now');
  const bounce = await request.get('/news/calendar', { maxRedirects: 0 });
  expect(bounce.status()).toBe(307);
  expect(bounce.headers().location).toMatch(new RegExp(`/news/calendar/${current.id}$`));
  await page.goto('/news/calendar');
  await expect(page).toHaveURL(new RegExp(`/news/calendar/${current.id}$`));
  const [year, month] = current.title.split('-').map(Number);
  await expect(page.getByRole('heading', { level: 2, name: `${year} 年 ${month} 月` })).toBeVisible();
});

test('a calendar shows payment-day markers, the closure notice and three course groups; months switch by link', async ({
  page,
  request,
}) => {
  const { data: calendars } = await api<{ data: { id: number; title: string }[] }>(request, 'calendars');
  const { data: current } = await api<{ data: CalendarDetail }>(request, 'calendar/now');
  await page.goto(`/news/calendar/${current.id}`);

  const grid = page.getByRole('table', { name: /行事曆，標示元寶者為繳款日/ });
  await expect(grid.getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日']);
  const marked = grid.getByRole('cell').filter({ hasText: '繳款日' });
  await expect(marked).toHaveCount(current.dumpling_day.length);
  for (const day of current.dumpling_day)
    await expect(marked.filter({ hasText: new RegExp(`^${day}（繳款日）$`) })).toHaveCount(1);
  await expect(marked.first().locator('svg')).toBeVisible();

  await expect(page.getByRole('region', { name: '公休及注意事項' })).toContainText('結算期間');
  for (const [name, entries] of [
    ['八字課程', current.characterData],
    ['命理課程', current.numerologyData],
    ['專業講座', current.businessData],
  ] as const) {
    const group = page.getByRole('region', { name });
    await expect(group.getByRole('columnheader')).toHaveText(COURSE_TABLE_WEEKDAYS);
    await expect(group.getByRole('columnheader', { name: '星期六' })).toHaveCSS('color', 'rgb(39, 107, 43)');
    await expect(group.getByRole('columnheader', { name: '星期日' })).toHaveCSS('color', 'rgb(198, 40, 40)');
    expect(entries.length, `the demo month has ${name}`).toBeGreaterThan(0);
    await expect(group).toContainText(entries[0]!.location);
  }
  await expect(page.getByRole('group', { name: '字級調整' })).toBeVisible();

  const other = calendars.find((calendar) => calendar.id !== current.id)!;
  const [year, month] = other.title.split('-').map(Number);
  await page
    .getByRole('navigation', { name: '切換月份' })
    .getByRole('link', { name: `${year} 年 ${month} 月` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/news/calendar/${other.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: `${year} 年 ${month} 月` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
});

type Ebook = {
  id: number;
  title: string;
  view_count_mobile: number;
  view_count_desktop: number;
  ebook_images: { page: number }[];
};

test('a magazine issue opens as a flip-book of optimised storage images and records a desktop or mobile view', async ({
  page,
  request,
}) => {
  const { data: issues } = await api<{ data: { id: number }[] }>(request, 'ebook-classes');
  expect(issues.length).toBeGreaterThan(1);
  const counts = async (id: number) => (await api<{ data: Ebook }>(request, `ebook-classes/${id}`)).data;

  for (const [issue, width, field, other] of [
    [issues[0].id, 1280, 'view_count_desktop', 'view_count_mobile'],
    [issues[1].id, 375, 'view_count_mobile', 'view_count_desktop'],
  ] as const) {
    const before = await counts(issue);
    await page.setViewportSize({ width, height: 900 });
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/web/ebook-classes/${issue}/count`) && response.request().method() === 'PUT',
    );
    await page.goto(`/sound/monthly/${issue}`);
    expect((await recorded).status()).toBe(200);
    const after = await counts(issue);
    expect(after[field]).toBe(before[field] + 1);
    expect(after[other]).toBe(before[other]);

    const spread = page.getByTestId('flip-book-spread').locator('img');
    await expect(spread).toHaveCount(1);
    await expect
      .poll(() => spread.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // The API's image path, on the storage proxy path, through the image optimiser.
    const src = new URL((await spread.first().getAttribute('src'))!, page.url());
    expect(src.pathname).toBe('/_next/image');
    expect(src.searchParams.get('url')).toMatch(/^\/api\/web\/storage\//);
    await page.keyboard.press('ArrowRight');
    await expect(spread).toHaveCount(width >= 768 ? 2 : 1);
    await expect(
      page.getByText(
        width >= 768
          ? `第 2–3 頁 / 共 ${before.ebook_images.length} 頁`
          : `第 2 頁 / 共 ${before.ebook_images.length} 頁`,
      ),
    ).toBeVisible();
  }
});

test('section landings, lists and details render without JavaScript', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of [
    ['/news', '最新消息'],
    ['/sound', '東震之聲'],
    ['/news/activity', '特惠活動'],
    ['/news/travel', '旅遊資訊'],
    ['/sound/monthly', '東震月刊'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  }

  const { data: calendar } = await api<{ data: CalendarDetail }>(request, 'calendar/now');
  await page.goto(`/news/calendar/${calendar.id}`);
  await expect(page.getByRole('table', { name: /行事曆，標示元寶者為繳款日/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '專業講座' })).toBeVisible();

  const { data: issues } = await api<{ data: { id: number; title: string }[] }>(request, 'ebook-classes');
  await page.goto(`/sound/monthly/${issues[0].id}`);
  await expect(page.getByRole('img', { name: `${issues[0].title} 第 1 頁` })).toBeVisible();
  await expect(page.getByRole('list', { name: '本期內頁' }).getByRole('link', { name: /^第 2 頁/ })).toBeVisible();

  const { data: travels } = await api<Paged>(request, 'travels');
  await page.goto(`/news/travel/${travels[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(travels[0].title);
  await context.close();
});
