import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByRequest } from './member-support';
import { checkPage, DESKTOP, expectClean, PHONE, sidewaysOverflow, type Finding } from './page-groups';
import { readOut, screenProblems, screenshot, totalsInView } from './screen-reach';

/**
 * A member on a phone (390 × 844, touch) can order: every step of the checkout fits the screen, and
 * each of its buttons, choices and dialogs takes a tap. The same walk on a desktop (1280 × 800, mouse)
 * checks the steps with axe there too. The pages that show the member's money (step 1, favourites, step 4,
 * the order list and an order's page) put every figure and control on the screen, 44 px at least, at
 * both widths. Each walk shops as a member of its own (tests/e2e/fixtures.ts), so they run side by side.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function bff<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object): Promise<T> {
  const response = await page.request.fetch(`/api/bff/${path}`, { method, data, headers: { Origin: origin() } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function productId(page: Page, number: string) {
  const response = await page.request.get(`/api/web/products/number-search/${number}`, { timeout: 90_000 });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Signed in as the member with 2 × 04001 and 1 × 03001 in the cart. */
async function fillCart(page: Page, username: string) {
  await loginByRequest(page, username);
  await bff(page, 'POST', 'user/shopping-carts', { product_id: await productId(page, '04001'), product_quantity: 2 });
  await bff(page, 'POST', 'user/shopping-carts', { product_id: await productId(page, '03001'), product_quantity: 1 });
}

test('step 1 fits a 390 px phone and 下一步 takes a tap', async ({ page, member }) => {
  await fillCart(page, member.username);
  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('region', { name: '購物清單' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  const next = page.getByRole('button', { name: '下一步' });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/2$/);
});

type Press = (target: Locator) => Promise<void>;

/** A finger's press: brought on the screen, then tapped. */
const tap: Press = async (target) => {
  await target.scrollIntoViewIfNeeded();
  await target.tap();
};
type Result = { findings: Finding[]; overflow: string[] };

/**
 * Steps 1–5 with every kind of control pressed (a tap on the phone, a click on the desktop): the
 * cart's remove and clear (its confirm), next and previous on each step, the delivery, invoice and
 * payment choices, the terms, the order, then the order's page and its cancel confirm. Each screen
 * and dialog goes through axe, and on the phone through the width check.
 */
async function walkCheckout(page: Page, username: string, press: Press, phone: boolean): Promise<Result> {
  const result: Result = { findings: [], overflow: [] };
  const check = (where: string) => checkPage(page, where, phone, result);
  const next = () => press(page.getByRole('button', { name: '下一步' }));
  const back = () =>
    press(
      page
        .getByRole('link', { name: '上一步' })
        .or(page.getByRole('button', { name: '上一步' }))
        .last(),
    );
  const atStep = (step: number) => expect(page).toHaveURL(new RegExp(`/step/${step}$`));
  /** Checks the step, goes back to the one before and forward again. */
  const checkThenBackAndNext = async (step: number) => {
    await check(`step ${step}`);
    await back();
    await atStep(step - 1);
    await next();
    await atStep(step);
  };

  await fillCart(page, username);
  await page.goto('/member/shopcart/step/1');
  const list = page.getByRole('region', { name: '購物清單' });
  const removeButtons = list.getByRole('button', { name: /^移除/ });
  await expect(removeButtons).toHaveCount(2);
  await check('step 1');

  await press(page.getByRole('button', { name: '清空購物車' }));
  const clear = page.getByRole('alertdialog', { name: /清空購物車/ });
  await expect(clear).toBeVisible();
  await check('step 1: clear confirm');
  await press(clear.getByRole('button', { name: '取消' }));
  await expect(clear).toBeHidden();

  await press(removeButtons.last());
  await expect(removeButtons).toHaveCount(1);
  await next();
  await expect(page).toHaveURL(/\/step\/2$/);
  await expect(page.getByRole('form', { name: '填寫資料' })).toBeVisible();

  await press(page.getByRole('radio', { name: '營業所自取' }).first());
  await page.getByLabel('取貨營業所').selectOption({ label: '臺北營業所' });
  await press(page.getByRole('radio', { name: '會員載具' }));
  await expect(page.getByRole('radio', { name: '會員載具' })).toBeChecked();
  await checkThenBackAndNext(2);
  // The draft kept the choices.
  await expect(page.getByRole('radio', { name: '營業所自取' }).first()).toBeChecked();
  await next();

  await expect(page).toHaveURL(/\/step\/3$/);
  await press(page.getByRole('radio', { name: /^ATM 轉帳/ }));
  await page.getByLabel('匯款日期').selectOption({ index: 1 });
  await page.getByLabel('匯款帳號末 5 碼').fill('24680');
  await checkThenBackAndNext(3);
  await expect(page.getByRole('radio', { name: /^ATM 轉帳/ })).toBeChecked();
  await next();

  await expect(page).toHaveURL(/\/step\/4$/);
  await press(page.getByRole('button', { name: '送出訂單' }));
  await expect(page.getByText('請先同意活動條款')).toBeVisible();
  await press(page.getByRole('checkbox', { name: '我已閱讀並同意活動條款' }));
  await expect(page.getByRole('checkbox', { name: '我已閱讀並同意活動條款' })).toBeChecked();
  await checkThenBackAndNext(4);
  const consent = page.getByRole('checkbox', { name: '我已閱讀並同意活動條款' });
  if (!(await consent.isChecked())) await press(consent);
  await press(page.getByRole('button', { name: '送出訂單' }));

  await expect(page).toHaveURL(/\/step\/5\?retCode=00&order_id=\d+/);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  await check('step 5');
  const orderNo = new URL(page.url()).searchParams.get('order_no')!;

  await press(page.getByRole('region', { name: '購物車' }).getByRole('link', { name: '購買紀錄' }));
  await expect(page).toHaveURL(/\/member\/order\/list$/);
  await press(page.getByRole('link', { name: orderNo }));
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  await check('order page');

  // The order is cancelled again: a member holds at most three unpaid orders.
  await press(page.getByRole('button', { name: '取消訂單' }));
  const cancel = page.getByRole('alertdialog', { name: '確定取消訂單?' });
  await expect(cancel).toBeVisible();
  await check('order page: cancel confirm');
  await press(cancel.getByRole('button', { name: '確定' }));
  // The order's status (the order list visited before stays in the document, hidden, with its own cells).
  await expect(page.getByRole('definition').filter({ hasText: /^已取消$/ })).toBeVisible();
  return result;
}

test('steps 1–5 on a phone: each button, choice and dialog takes a tap; every screen fits and passes axe', async ({
  page,
  member,
}) => {
  test.setTimeout(180_000);
  expectClean('checkout @phone', await walkCheckout(page, member.username, tap, true));
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP, hasTouch: false, isMobile: false });

  test('steps 1–5 on a desktop pass axe', async ({ page, member }) => {
    test.setTimeout(180_000);
    const result = await walkCheckout(page, member.username, (target) => target.click(), false);
    expectClean('checkout @desktop', result);
  });
});

/**
 * The pages that show a member's money, as a member on this screen sees them: step 1, favourites,
 * step 4, the order list and the order's page (made by a home-delivery ATM order with a shipping fee,
 * paid in the demo's bank at the end), and the chart manager's search row. Each screen goes through
 * `screenProblems`; on the phone the totals of step 1 and step 4 are on the screen at the top of the
 * step and at its button.
 */
async function walkMemberLists(page: Page, username: string, press: Press, phone: boolean): Promise<string[]> {
  const problems: string[] = [];
  const check = async (where: string, scope?: string) => {
    await page.waitForLoadState('load');
    await expect(page.getByText('載入中…').filter({ visible: true })).toHaveCount(0, { timeout: 20_000 });
    problems.push(...(await screenProblems(page, where, scope)));
  };
  /** On the phone, the totals stay on the screen from the step's top to its button. */
  const checkTotals = async (where: string, button: Locator) => {
    if (!phone) return;
    await page.evaluate(() => window.scrollTo(0, 0));
    if (!(await totalsInView(page, '訂單金額'))) problems.push(`${where}: 訂單金額 not on the screen at the top`);
    await button.scrollIntoViewIfNeeded();
    if (!(await totalsInView(page, '訂單金額')))
      problems.push(`${where}: 訂單金額 not on the screen at ${await button.textContent()}`);
  };

  /** On the phone, a list's cards read to a screen reader as its table does on a desktop: the same rows, cells and names. */
  const checkReadOut = async (where: string, region: string) => {
    if (!phone) return;
    // The column headings are on the screen as a table's, visually hidden (1 px) on cards.
    const headingsHeight = () =>
      page
        .getByRole('region', { name: region })
        .locator('thead')
        .evaluate((head) => head.getBoundingClientRect().height);
    const onCards = await readOut(page, region);
    await page.setViewportSize(DESKTOP);
    await expect.poll(headingsHeight).toBeGreaterThan(1);
    const onTable = await readOut(page, region);
    await page.setViewportSize(PHONE);
    await expect.poll(headingsHeight).toBeLessThanOrEqual(1);
    if (onCards.length < 3 || JSON.stringify(onCards) !== JSON.stringify(onTable))
      problems.push(
        `${where}: ${region} reads ${JSON.stringify(onCards)} on cards, ${JSON.stringify(onTable)} as a table`,
      );
  };

  await loginByRequest(page, username);
  const [gourd, capsules] = [await productId(page, '04001'), await productId(page, '03001')];
  // NT$4,800: under the free-shipping total, so home delivery has a fee line.
  await bff(page, 'POST', 'user/shopping-carts', { product_id: gourd, product_quantity: 1 });
  await bff(page, 'POST', 'user/shopping-carts', { product_id: capsules, product_quantity: 1 });
  for (const product_id of [gourd, capsules]) await bff(page, 'POST', 'user/favorites', { product_id });

  await page.goto('/member/favorite');
  await expect(page.getByRole('button', { name: /^加入購物車/ }).first()).toBeVisible();
  if (phone) await screenshot(page, 'favourites');
  await check('favourites');

  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('button', { name: /^移除/ })).toHaveCount(2);
  if (phone) await screenshot(page, 'step-1');
  await check('step 1');
  await checkTotals('step 1', page.getByRole('button', { name: '下一步' }));
  await checkReadOut('step 1', '購物清單');

  await press(page.getByRole('button', { name: '下一步' }));
  await expect(page).toHaveURL(/\/step\/2$/);
  await press(page.getByRole('radio', { name: '宅配到府' }));
  const typed = page.getByRole('radio', { name: '新增收件地址' });
  if (!(await typed.isChecked())) await press(typed);
  await page.getByLabel('收件人姓名').fill('王怡君');
  // The phone's keyboard and autofill know what each field is.
  for (const [label, autocomplete] of [
    ['收件人電話', 'tel'],
    ['郵遞區號', 'postal-code'],
  ]) {
    await expect(page.getByLabel(label)).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel(label)).toHaveAttribute('autocomplete', autocomplete);
  }
  await page.getByLabel('收件人電話').fill('0912777888');
  await page.getByLabel('郵遞區號').fill('106');
  await page.getByRole('textbox', { name: '收件地址' }).fill('復興南路一段390號3樓');
  const save = page.getByRole('checkbox', { name: '儲存為常用收件人' });
  if ((await save.count()) && (await save.isChecked())) await press(save);
  await press(page.getByRole('radio', { name: '會員載具' }));
  await press(page.getByRole('button', { name: '下一步' }));
  await expect(page).toHaveURL(/\/step\/3$/);
  await press(page.getByRole('radio', { name: /^ATM 轉帳/ }));
  await page.getByLabel('匯款日期').selectOption({ index: 1 });
  await expect(page.getByLabel('匯款帳號末 5 碼')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('匯款帳號末 5 碼')).toHaveAttribute('autocomplete', 'off');
  await page.getByLabel('匯款帳號末 5 碼').fill('13579');
  await press(page.getByRole('button', { name: '下一步' }));

  await expect(page).toHaveURL(/\/step\/4$/);
  await expect(page.getByRole('row', { name: /^運費/ })).toBeVisible();
  if (phone) await screenshot(page, 'step-4');
  await check('step 4');
  const submit = page.getByRole('button', { name: '送出訂單' });
  await checkTotals('step 4', submit);
  const consent = page.getByRole('checkbox', { name: '我已閱讀並同意活動條款' });
  if ((await consent.count()) && !(await consent.isChecked())) await press(consent);
  await press(submit);
  await expect(page).toHaveURL(/\/step\/5\?retCode=00&order_id=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('order_no')!;

  await page.goto('/member/order/list');
  await expect(page.getByRole('link', { name: orderNo })).toBeVisible();
  if (phone) await screenshot(page, 'order-list');
  await check('order list');
  await checkReadOut('order list', '購買紀錄列表');

  await press(page.getByRole('link', { name: orderNo }));
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  if (phone) await screenshot(page, 'order-detail');
  await check('order page');
  await checkReadOut('order page', '購買商品');
  // Paid through the demo's bank: a member holds at most three unpaid orders, and three cancelled ones stop an activity's orders.
  await press(page.getByRole('link', { name: '模擬銀行轉帳入帳（示範環境）' }));
  await press(page.getByRole('button', { name: '確認入帳' }));
  await expect(page.getByRole('definition').filter({ hasText: /^已付款$/ })).toBeVisible();

  await page.goto('/member/natalchart');
  await expect(page.getByRole('button', { name: '查詢' })).toBeVisible();
  await check('natal charts: search', 'main form[role="search"]');
  const query = await page.getByRole('button', { name: '查詢' }).boundingBox();
  // One line of text: the old row squeezed it to 查 / 詢 in a 66 × 69 px box.
  if (query && query.height > 48)
    problems.push(`natal charts: 查詢 is ${Math.round(query.width)} × ${Math.round(query.height)} px (its text wraps)`);
  return problems;
}

test('the money pages on a phone: every figure and button on the screen, every control 44 px, the totals in view, the chart search row on one line', async ({
  page,
  member,
}) => {
  test.setTimeout(180_000);
  expect(await walkMemberLists(page, member.username, tap, true)).toEqual([]);
});

test.describe('desktop lists', () => {
  test.use({ viewport: DESKTOP, hasTouch: false, isMobile: false });

  test('the money pages on a desktop: every figure and button on the screen, every control 44 px', async ({
    page,
    member,
  }) => {
    test.setTimeout(180_000);
    expect(await walkMemberLists(page, member.username, (target) => target.click(), false)).toEqual([]);
  });
});
