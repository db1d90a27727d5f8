import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { payByAtm, pickUpAt, submitOrder } from './checkout-support';
import { DEMO_PASSWORD, finishFirstLogin, MEMBERS } from './member-support';
import { endWithParent } from './end-with-parent';
import { exited, expireEverything, startShopOnApi, type ShopOnApi } from './server-support';

/**
 * The shop on a company API built from the spec alone (issue 50): the embedded API in its spec-only mode
 * (API_DIALECT=spec, backend/http/spec-dialect.ts) in a process of its own, as the company's would run, and a
 * production server of the test's own on it (API_BASE_URL, API_DIALECT=spec, FORTUNE_API_URL at that API's
 * external fortune service). The journeys a visitor and a member make, then that API's log: no call, field
 * or header beyond the spec reached it (each would be a `spec dialect:` warning).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let api: { origin: string; output: () => string; stop: () => Promise<void> };
let shop: ShopOnApi;
let context: BrowserContext;
let page: Page;
const member = { username: '', password: DEMO_PASSWORD };
const chartName = `規格${Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

/** The spec-only API over HTTP (scripts/serve-api.ts), on a fresh demo database of its own. */
async function startSpecApi(dataDir: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    API_DIALECT: 'spec',
    E2E_HOOKS: '1',
  };
  for (const name of ['DATABASE_URL', 'API_BASE_URL', 'DEMO_MODE']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-api.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  endWithParent(child.pid!);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('web API on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the spec-only API exited (${code}) before listening:\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(240_000);
  mkdirSync('.data', { recursive: true });
  const root = mkdtempSync(path.resolve('.data/e2e-spec-only-'));
  api = await startSpecApi(path.join(root, 'api-data'));
  shop = await startShopOnApi(`${api.origin}/api/web`, path.join(root, 'shop'), 200, {
    API_DIALECT: 'spec',
    FORTUNE_API_URL: api.origin,
  });
  // The build prerendered its pages from the demo API: each is rendered again on this API's answers.
  await expireEverything(request, shop);
  context = await browser.newContext({ baseURL: shop.origin });
  // The demo's sandbox gateway stands on the API's host (a real gateway is a site of its own): its pages are
  // asked there, and its answer (a 303 to step 5's path) comes back to the shop's page.
  await context.route('**/api/web/payment-sandbox/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${api.origin}${url.pathname}${url.search}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  page = await context.newPage();
  const made = await page.request.post(`${api.origin}/api/web/_dev/members`, { data: {} });
  expect(made.status(), await made.text()).toBe(201);
  member.username = ((await made.json()) as { data: { username: string } }).data.username;
});

test.afterAll(async () => {
  await context?.close();
  await shop?.stop();
  await api?.stop();
});

/** The newest demo SMS code sent to a phone, from the API's own outbox. */
async function latestSmsCode(phone: string) {
  const response = await page.request.get(`${api.origin}/api/web/_dev/sms`);
  const { data } = (await response.json()) as { data: { phone: string; code: string | null }[] };
  return data.find((entry) => entry.phone === phone && entry.code)!.code!;
}

async function productPath(number: string) {
  const response = await page.request.get(`/api/web/products/number-search/${number}`);
  expect(response.status(), await response.text()).toBe(200);
  return `/product/${((await response.json()) as { data: { id: number } }).data.id}`;
}

const next = () => page.getByRole('button', { name: '下一步' }).click();
const select = (form: Locator, name: string) => form.getByRole('combobox', { name, exact: true });

test('a visitor: home, the product list and a product page', async () => {
  await page.goto('/home');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/product/list');
  await expect(page.getByRole('region', { name: '全部商品' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.goto(await productPath('04001'));
  await expect(page.getByRole('heading', { level: 1, name: /黃銅葫蘆擺件/ })).toBeVisible();
  await expect(page.getByText('暫無此商品')).toHaveCount(0);
});

test('first login: terms, the SMS code, a new password, signed in', async () => {
  await page.goto('/member/register');
  await page.getByLabel('帳號').fill(MEMBERS.notActivated);
  await page.getByLabel('預設密碼').fill('19900517');
  await page.getByRole('checkbox').check();
  await next();
  await expect(page.getByText('驗證碼已發送至 0912***678')).toBeVisible();
  await page.getByLabel('OTP 驗證碼').fill(await latestSmsCode('0912345678'));
  await next();
  await finishFirstLogin(page);
  await context.clearCookies();
});

test('sign in through the login form; the notice pops up', async () => {
  await page.goto('/member/login');
  await page.getByLabel('帳號').fill(member.username);
  await page.getByLabel('密碼').fill(member.password);
  await page.getByLabel('密碼').press('Enter');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a natal chart converted by the external fortune service, saved and read back', async () => {
  await page.goto('/member/natalchart');
  await expect(page.getByRole('heading', { level: 1, name: '命盤管理' })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: '新增命盤' });
  await form.getByLabel('姓名').fill(chartName);
  await form.getByLabel('男', { exact: true }).check();
  await select(form, '曆法').selectOption('國曆');
  await select(form, '年').selectOption('79');
  await select(form, '月').selectOption('5');
  await select(form, '日').selectOption('17');
  await select(form, '時').selectOption('14');
  await select(form, '分').selectOption('30');
  await form.getByRole('button', { name: '新增' }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByText(chartName, { exact: true }) });
  await expect(item).toContainText('國曆 民國79年5月17日 14:30（未）');
  await page.reload();
  await item.locator('summary').click();
  await expect(item.getByTestId('pillar')).toHaveText(['庚午', '辛巳', '壬午', '丁未']);
});

test('a lucky ring personalised with that chart, and an ordinary product, in the cart', async () => {
  await page.goto(await productPath('01205'));
  await page.getByRole('button', { name: '加入購物車' }).click();
  const dialog = page.getByRole('dialog', { name: /訂製資料/ });
  await dialog.getByLabel('命盤').selectOption({ label: `${chartName}（男，1990-05-17）` });
  await dialog.getByLabel('字樣').selectOption('甲');
  await dialog.getByLabel('戒圍').selectOption('12.5');
  await dialog.getByRole('radio', { name: '右手無名指' }).check();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByRole('button', { name: '不分期' }).click();
  await expect(page.getByRole('status').filter({ hasText: '成功加入購物車' })).toBeVisible();
  await page.goto(await productPath('04001'));
  await page.getByRole('button', { name: '加入購物車' }).click();
  await expect(page.getByRole('link', { name: '購物車，2 件商品' })).toBeVisible();
  const cart = (await (await page.request.get('/api/bff/user/shopping-carts')).json()) as {
    data: { is_lucky: number; fortune_name: string | null; fortune_ring_size: string | null }[];
  };
  expect(cart.data.find((line) => line.is_lucky)).toMatchObject({ fortune_name: chartName, fortune_ring_size: '12.5' });
});

test('the five steps by ATM, then the order in the list, its detail, and cancelled', async () => {
  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('region', { name: '購物清單' })).toBeVisible();
  await next();
  await expect(page).toHaveURL(/\/step\/2$/);
  await pickUpAt(page, '臺北營業所');
  await payByAtm(page, '12345');
  await submitOrder(page);
  await expect(page).toHaveURL(/\/step\/5\?/);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  const number = (await page.getByText(/訂單編號：W\d+/).textContent())!.match(/W\d+/)![0];

  await page.goto('/member/order/list');
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('已訂購未付款');
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  await expect(page.getByRole('region', { name: '購買商品' })).toContainText('黃銅葫蘆擺件');
  await page.getByRole('button', { name: '取消訂單' }).click();
  await page.getByRole('alertdialog', { name: '確定取消訂單?' }).getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
});

test('the five steps by card, approved at the gateway: step 5 reads the order paid', async () => {
  await page.goto(await productPath('04001'));
  await page.getByRole('button', { name: '加入購物車' }).click();
  await expect(page.getByRole('status').filter({ hasText: '成功加入購物車' })).toBeVisible();
  await page.goto('/member/shopcart/step/1');
  await next();
  await pickUpAt(page, '臺北營業所');
  await page.getByRole('radio', { name: /^信用卡/ }).check();
  await next();
  await expect(page).toHaveURL(/\/step\/4$/);
  await submitOrder(page);
  await expect(page.getByRole('heading', { name: '信用卡付款（測試環境）' })).toBeVisible();
  await page.getByRole('button', { name: '核准付款' }).click();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/5\?retCode=/);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
});

test('the spec-only API saw no call, field or header beyond the spec, and answered no 5xx', async () => {
  const warnings = api
    .output()
    .split('\n')
    .filter((line) => line.includes('spec dialect:') || line.includes('"level":"error"'));
  expect(warnings).toEqual([]);
  expect(shop.output()).not.toMatch(/"level":"(error|fatal)"/);
});
