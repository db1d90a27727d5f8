import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeMember, removeMember, type Member } from './fixtures';

/**
 * The natal chart manager (spec-coverage “Natal charts”), signed in as a member of the file's own
 * (made through the demo's e2e hook, tests/e2e/fixtures.ts makeMember, removed after). Serial: the
 * tests share its chart list. Names carry a per-run tag so runs never clash.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

let page: Page;
let member: Member;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await page.goto('/member/login');
  member = await makeMember(page.request);
  // Signs in through the session route of the shop (the login form's own flow is D2's e2e).
  const response = await page.request.post('/api/session/login', {
    data: { username: member.username, password: member.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
});

test.afterAll(async () => {
  await removeMember(page.request, member);
  await page.close();
});

async function open(page: Page) {
  await page.goto('/member/natalchart');
  await page.waitForLoadState('networkidle'); // hydrated and the chart list loaded
  await expect(page.getByRole('heading', { level: 1, name: '命盤管理' })).toBeVisible({ timeout: 20_000 });
}

const addForm = (page: Page) => page.getByRole('form', { name: '新增命盤' });
const select = (form: Locator, name: string) => form.getByRole('combobox', { name, exact: true });

async function fillChart(
  form: Locator,
  chart: {
    name: string;
    gender: '男' | '女';
    calendar: string;
    year: string;
    month: string;
    day: string;
    leap?: boolean;
    hour?: string;
    minute?: string;
  },
) {
  await form.getByLabel('姓名').fill(chart.name);
  await form.getByLabel(chart.gender, { exact: true }).check();
  await select(form, '曆法').selectOption(chart.calendar);
  await select(form, '年').selectOption(chart.year);
  await select(form, '月').selectOption(chart.month);
  if (chart.leap !== undefined) await form.getByLabel(chart.leap ? '閏月' : '非閏月', { exact: true }).check();
  await select(form, '日').selectOption(chart.day);
  if (chart.hour !== undefined) await select(form, '時').selectOption(chart.hour);
  if (chart.minute !== undefined) await select(form, '分').selectOption(chart.minute);
}

const panel = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('refuses an empty form with the spec messages and sends nothing', async () => {
  await open(page);
  const form = addForm(page);
  await form.getByLabel('姓名').fill('');
  await select(form, '年').selectOption('');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/bff/user/characters')) posted = true;
  });
  await form.getByRole('button', { name: '新增' }).click();
  await expect(form.getByText('請填寫姓名')).toBeVisible();
  await expect(form.getByText('請選擇性別')).toBeVisible();
  await expect(form.getByText('請選擇出生年月日')).toBeVisible();
  await expect(form.getByText('請填寫出生時間')).toBeVisible();
  await select(form, '年').selectOption('79');
  await select(form, '月').selectOption('5');
  await expect(form.getByText('請選擇出生日')).toBeVisible();
  expect(posted).toBe(false);
});

test('adds a solar chart and shows its four pillars', async () => {
  await open(page);
  const name = `陽曆${tag}`;
  await fillChart(addForm(page), {
    name,
    gender: '男',
    calendar: '國曆',
    year: '79',
    month: '5',
    day: '17',
    hour: '14',
    minute: '30',
  });
  await addForm(page).getByRole('button', { name: '新增' }).click();
  const item = panel(page, name);
  await expect(item).toContainText('國曆 民國79年5月17日 14:30（未）');
  await item.locator('summary').click();
  await expect(item.getByTestId('pillar')).toHaveText(['庚午', '辛巳', '壬午', '丁未']);
  await expect(item.getByRole('region', { name: '大運' })).toContainText('壬午');
  // the add form is empty again
  await expect(addForm(page).getByLabel('姓名')).toHaveValue('');
});

test('adds a lunar leap-month chart', async () => {
  await open(page);
  const name = `閏月${tag}`;
  const form = addForm(page);
  await fillChart(form, {
    name,
    gender: '女',
    calendar: '農曆',
    year: '112',
    month: '2',
    leap: true,
    day: '10',
    hour: '8',
    minute: '0',
  });
  await expect(form.getByText('該年閏2月')).toBeVisible();
  await form.getByRole('button', { name: '新增' }).click();
  const item = panel(page, name);
  await expect(item).toContainText('農曆 民國112年閏2月10日 08:00（辰）');
  await item.locator('summary').click();
  await expect(item.getByTestId('pillar')).toHaveText(['癸卯', '乙卯', '戊子', '丙辰']);
});

test('吉時 disables the time inputs and saves a chart without an hour pillar', async () => {
  await open(page);
  const name = `吉時${tag}`;
  const form = addForm(page);
  await fillChart(form, { name, gender: '男', calendar: '西元', year: '1990', month: '5', day: '17', hour: '10' });
  await form.getByLabel('吉時（不知道出生時間）').check();
  await expect(select(form, '時')).toBeDisabled();
  await expect(select(form, '分')).toBeDisabled();
  await form.getByRole('button', { name: '新增' }).click();
  const item = panel(page, name);
  await expect(item).toContainText('西元 1990年5月17日 --:--（吉時）');
  await item.locator('summary').click();
  await expect(item.getByTestId('pillar')).toHaveText(['庚午', '辛巳', '壬午']);
});

test('edit in place: cancel returns to static and clears the form, update saves', async () => {
  await open(page);
  const name = `陽曆${tag}`;
  const item = panel(page, name);
  await item.locator('summary').click();
  await item.getByRole('button', { name: '編輯' }).click();
  const form = item.getByRole('form', { name: '編輯命盤' });
  await form.getByLabel('姓名').fill('不要存');
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toHaveCount(0);
  await expect(item.getByRole('button', { name: '編輯' })).toBeVisible();
  await item.getByRole('button', { name: '編輯' }).click();
  await expect(form.getByLabel('姓名')).toHaveValue(name);
  await form.getByLabel('姓名').fill(`${name}改`);
  await select(form, '時').selectOption('23');
  await form.getByRole('button', { name: '更新' }).click();
  const updated = panel(page, `${name}改`);
  await expect(updated).toContainText('23:30（晚子）');
  await expect(updated.getByRole('form', { name: '編輯命盤' })).toHaveCount(0);
});

test('search with no result shows 查無結果，請重新查詢', async () => {
  await open(page);
  await page.getByLabel('搜尋姓名').fill(`沒有這個人${tag}`);
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByText('查無結果，請重新查詢')).toBeVisible();
});

test('select all and delete the selected charts', async () => {
  await open(page);
  await page.getByLabel('搜尋姓名').fill(tag);
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByRole('list', { name: '命盤列表' }).getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('全選').check();
  await page.getByRole('button', { name: '刪除所選' }).click();
  await expect(page.getByText('查無結果，請重新查詢')).toBeVisible();
  await page.reload();
  await page.getByLabel('搜尋姓名').fill(tag);
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByText('查無結果，請重新查詢')).toBeVisible();
});
