import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginByRequest, MEMBERS } from './member-support';
import { checkPage, DESKTOP, expectClean, PHONE, sidewaysOverflow, type Finding } from './page-groups';

/**
 * A member on a phone (390 × 844, touch) can order: every step of the checkout fits the screen, and
 * each of its buttons, choices and dialogs takes a tap. The same walk on a desktop (1280 × 800, mouse)
 * checks the steps with axe there too. Serial: the walks share this member's cart.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

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

/** Signed in as the phone member with 2 × 04001 and 1 × 03001 in the cart. */
async function fillCart(page: Page) {
  await loginByRequest(page, MEMBERS.shopperPhone);
  await bff(page, 'DELETE', 'user/shopping-carts');
  await bff(page, 'POST', 'user/shopping-carts', { product_id: await productId(page, '04001'), product_quantity: 2 });
  await bff(page, 'POST', 'user/shopping-carts', { product_id: await productId(page, '03001'), product_quantity: 1 });
}

test('step 1 fits a 390 px phone and 下一步 takes a tap', async ({ page }) => {
  await fillCart(page);
  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('region', { name: '購物清單' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  const next = page.getByRole('button', { name: '下一步' });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/2$/);
});

type Press = (target: Locator) => Promise<void>;
type Result = { findings: Finding[]; overflow: string[] };

/**
 * Steps 1–5 with every kind of control pressed (a tap on the phone, a click on the desktop): the
 * cart's remove and clear (its confirm), next and previous on each step, the delivery, invoice and
 * payment choices, the terms, the order, then the order's page and its cancel confirm. Each screen
 * and dialog goes through axe, and on the phone through the width check.
 */
async function walkCheckout(page: Page, press: Press, phone: boolean): Promise<Result> {
  const result: Result = { findings: [], overflow: [] };
  const check = (where: string) => checkPage(page, where, phone, result);
  const next = () => press(page.getByRole('button', { name: '下一步' }));
  const back = () => press(page.getByRole('link', { name: '上一步' }).or(page.getByRole('button', { name: '上一步' })).last());
  const atStep = (step: number) => expect(page).toHaveURL(new RegExp(`/step/${step}$`));
  /** Checks the step, goes back to the one before and forward again. */
  const checkThenBackAndNext = async (step: number) => {
    await check(`step ${step}`);
    await back();
    await atStep(step - 1);
    await next();
    await atStep(step);
  };

  await fillCart(page);
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

test('steps 1–5 on a phone: each button, choice and dialog takes a tap; every screen fits and passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  const result = await walkCheckout(
    page,
    async (target) => {
      await target.scrollIntoViewIfNeeded();
      await target.tap();
    },
    true,
  );
  expectClean('checkout @phone', result);
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP, hasTouch: false, isMobile: false });

  test('steps 1–5 on a desktop pass axe', async ({ page }) => {
    test.setTimeout(180_000);
    const result = await walkCheckout(page, (target) => target.click(), false);
    expectClean('checkout @desktop', result);
  });
});
