import type { Page } from '@playwright/test';
import { CARD_PAYMENT_WINDOW_MINUTES, PAYMENT_NOTICE_GRACE_MINUTES } from '../../lib/domain/orders/deadlines';
import { expect, test } from './fixtures';
import { placeOrder } from './order-support';

/**
 * The life of an order after it is submitted, in Chromium (the demo's sandbox gateway and bank): a card
 * order paid, one declined (its goods back in the cart), one left to expire; an ATM order paid through
 * the demo's transfer page, and one expired after its remittance day. Deadlines pass through the demo's
 * test hook, which moves one order's clock back (no sleeping, nobody else's clock). Step 5 and the order
 * detail show what the order is, whatever the URL says. Each test orders as a member of its own
 * (tests/e2e/fixtures.ts `signedIn`), so they run side by side.
 */

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/web/products/number-search/04001', { timeout: 90_000 })).ok()).toBe(true);
});

/** Moves an order's clock back (the demo's e2e hook), so its payment deadline has passed. */
async function age(page: Page, orderNumber: string, minutes: number) {
  const response = await page.request.put(`/api/web/_dev/orders/${orderNumber}/age`, {
    data: { minutes },
    headers: { Origin: origin() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const resultPath = (order: { id: number; order_number: string }) =>
  `/member/shopcart/step/5?retCode=00&order_id=${order.id}&order_no=${order.order_number}`;
const lastStep = (page: Page) => page.getByRole('list', { name: '購物步驟' }).getByRole('listitem').last();
const status = (page: Page) =>
  page.getByRole('term').filter({ hasText: '訂單狀態' }).locator('xpath=following-sibling::dd[1]');

test('a card order paid at the gateway: step 5 reads it paid', async ({ signedIn: page }) => {
  const order = await placeOrder(page.request, { card: true });
  await page.goto(order.url!);
  await page.getByRole('button', { name: '核准付款' }).click();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/5\?retCode=00/);
  await expect(page.getByRole('heading', { name: '感謝您的訂購', level: 2 })).toBeVisible();
  await expect(page.getByText('付款完成，訂單已成立。')).toBeVisible();
  await expect(lastStep(page)).toHaveText(/訂單送出/);
});

test('a card declined at the gateway: 交易失敗, and its goods are back in the cart', async ({ signedIn: page }) => {
  const order = await placeOrder(page.request, { card: true });
  await page.goto(order.url!);
  await page.getByRole('button', { name: '拒絕付款' }).click();
  await expect(page.getByRole('heading', { name: '交易失敗', level: 2 })).toBeVisible();
  await expect(lastStep(page)).toHaveText(/交易失敗/);
  await expect(page.getByText(/訂單中的商品已放回購物車/)).toBeVisible();
  await page.getByRole('link', { name: '回購物車重新結帳' }).click();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/1$/);
  await expect(page.getByRole('row', { name: new RegExp(order.product.name) })).toBeVisible();
});

test('a card order left unpaid expires: step 5 says so although its URL claims success, and the payment page is void', async ({
  signedIn: page,
}) => {
  const order = await placeOrder(page.request, { card: true });
  // Past its window and the grace an unpaid order keeps for the notice of an on-time payment.
  await age(page, order.order_number, CARD_PAYMENT_WINDOW_MINUTES + PAYMENT_NOTICE_GRACE_MINUTES + 1);
  await page.goto(resultPath(order));
  await expect(page.getByRole('heading', { name: '付款逾時', level: 2 })).toBeVisible();
  await expect(lastStep(page)).toHaveText(/交易失敗/);
  await page.goto(order.url!);
  await expect(page.getByRole('heading', { name: '付款連結已失效' })).toBeVisible();
});

test('an ATM order paid through the demo’s bank: the order detail reads it paid', async ({ signedIn: page }) => {
  const order = await placeOrder(page.request);
  await page.goto(`/member/order/${order.id}`);
  await expect(status(page)).toHaveText('已訂購未付款');
  await expect(page.getByText(/前完成轉帳，逾期未付款之訂單將自動取消/)).toBeVisible();
  await page.getByRole('link', { name: '模擬銀行轉帳入帳（示範環境）' }).click();
  await page.getByRole('button', { name: '確認入帳' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/order/${order.id}$`));
  await expect(status(page)).toHaveText('已付款');
});

test('an ATM order unpaid after its remittance day is cancelled when read', async ({ signedIn: page }) => {
  const order = await placeOrder(page.request);
  await age(page, order.order_number, 3 * 24 * 60);
  await page.goto(`/member/order/${order.id}`);
  await expect(status(page)).toHaveText('已取消');
  await expect(page.getByText('本訂單已超過匯款期限未付款，已自動取消。')).toBeVisible();
});
