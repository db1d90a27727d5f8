import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { next, payByAtm, pickUpAt, submitOrder } from './checkout-support';
import { loginByRequest } from './member-support';

/*
 * Activities from the cart to the order (spec-coverage “Activities” steps 1, 4, 5, §4 "Activities", §8)
 * in real Chromium against the embedded API's demo activities (backend/seed/activities.ts): every
 * 3,000 PV 東震靈芝精華膠囊 (at most 3), a PV band gift, two of 02001–02003 a gift to choose, every
 * 5,000 PV a red packet. PV is 80 % of the member price: 04001 is 2,304 PV, 04002 8,192 PV, 02001
 * 1,712 PV. Each test shops as a member of its own (tests/e2e/fixtures.ts): its cart and orders are its alone.
 */

const writeHeaders = { Origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` };

async function putInCart(page: Page, number: string, quantity: number) {
  const found = await page.request.get(`/api/web/products/number-search/${number}`);
  expect(found.status()).toBe(200);
  const { data } = (await found.json()) as { data: { id: number } };
  const response = await page.request.post('/api/bff/user/shopping-carts', {
    headers: writeHeaders,
    data: { product_id: data.id, product_quantity: quantity },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signed in as the test's own member with only these lines in the cart, on step 1. */
async function startWith(page: Page, username: string, lines: [string, number][]) {
  await loginByRequest(page, username);
  for (const [number, quantity] of lines) await putInCart(page, number, quantity);
  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('region', { name: '購物清單' })).toBeVisible();
}

/** Step 5's link to the purchase record (the member menu has one too). */
const purchaseRecord = (page: Page) =>
  page.getByRole('region', { name: '購物車' }).getByRole('link', { name: '購買紀錄' });
const gifts = (page: Page) => page.getByRole('region', { name: '活動贈品' });

/** Steps 2–4: pickup at an office, member carrier, ATM; then the order is sent. Answers step 5's order id. */
async function orderByAtm(page: Page, onStepFour?: () => Promise<void>) {
  await expect(page).toHaveURL(/\/step\/2$/);
  await pickUpAt(page, '臺中總公司');
  await payByAtm(page, '24680');
  await onStepFour?.();
  await submitOrder(page);
  await expect(page).toHaveURL(/\/step\/5\?retCode=00&order_id=\d+/);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('order_id'));
}

async function orderGifts(page: Page, orderId: number) {
  await page.goto(`/member/order/${orderId}`);
  return page.getByRole('region', { name: '活動贈品' });
}

test('an order over 3,000 PV: its fixed gift from step 1 through step 4 to the order detail', async ({
  page,
  member,
}) => {
  await startWith(page, member.username, [['04001', 2]]);
  // 4,608 PV: one fixed gift and the 2,000–4,999 band's gift, no red packet.
  await expect(gifts(page)).toContainText('滿額贈：每滿 3,000 PV 送好禮');
  await expect(gifts(page).getByText('東震靈芝精華膠囊 X1')).toBeVisible();
  await expect(gifts(page).getByText('黑糖薑母茶 X1')).toBeVisible();
  await expect(gifts(page)).not.toContainText('紅包');
  await next(page);
  const orderId = await orderByAtm(page, async () => {
    await expect(gifts(page).getByText('東震靈芝精華膠囊 X1')).toBeVisible();
  });
  // No draws: the links show at once.
  await expect(purchaseRecord(page)).toBeVisible();
  const table = await orderGifts(page, orderId);
  await expect(table.getByRole('row', { name: /東震靈芝精華膠囊/ })).toContainText('1');
  await expect(table.getByRole('row', { name: /黑糖薑母茶/ })).toBeVisible();
});

test('a product gift: next is refused until it is chosen, each choice confirmed, a declined one undone', async ({
  page,
  member,
}) => {
  await startWith(page, member.username, [['02001', 2]]);
  const group = gifts(page).getByRole('group', { name: '請選擇贈品（可選 1 份）' });
  await expect(group).toBeVisible();
  await next(page);
  const alert = page.getByRole('alertdialog', { name: '提醒' });
  await expect(alert).toContainText('請選擇活動贈品');
  await alert.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/step\/1$/);

  const footBath = group.getByRole('radio', { name: '漢方草本足浴包 X1' });
  await footBath.click();
  const confirm = page.getByRole('alertdialog', { name: '是否確認選擇的選項？' });
  await expect(confirm).toContainText('漢方草本足浴包 X1');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(footBath).not.toBeChecked();
  await footBath.click();
  await page.getByRole('alertdialog', { name: '是否確認選擇的選項？' }).getByRole('button', { name: '確定' }).click();
  await expect(footBath).toBeChecked();

  // Another option declined: the first choice stays.
  await group.getByRole('radio', { name: '東震靈芝精華膠囊 X1' }).click();
  await page.getByRole('alertdialog', { name: '是否確認選擇的選項？' }).getByRole('button', { name: '取消' }).click();
  await expect(footBath).toBeChecked();

  await next(page);
  const orderId = await orderByAtm(page, async () => {
    await expect(gifts(page).getByText('漢方草本足浴包 X1')).toBeVisible();
  });
  const table = await orderGifts(page, orderId);
  await expect(table.getByRole('row', { name: /漢方草本足浴包/ })).toBeVisible();
});

test('an order over 10,000 PV: its red packets opened one at a time and all at once, then the links; a reload keeps them', async ({
  page,
  member,
}) => {
  await startWith(page, member.username, [['04002', 2]]);
  // 16,384 PV: three draws (every 5,000 PV), the fixed gift at its maximum of 3.
  await expect(gifts(page)).toContainText('可獲得紅包抽獎 3 次');
  await expect(gifts(page).getByText('東震靈芝精華膠囊 X3')).toBeVisible();
  await expect(
    gifts(page).getByRole('status').filter({ hasText: '您的訂單 PV 已達本活動單筆贈送（抽獎）上限，建議您分開訂購' }),
  ).toBeVisible();
  await next(page);
  const orderId = await orderByAtm(page);
  // Red packets open once the order is paid: step 5 says so, then the demo's bank transfer pays it.
  await expect(page.getByText('付款完成後即可抽獎')).toBeVisible();
  await expect(page.getByRole('region', { name: '紅包抽獎' })).toHaveCount(0);
  const stepFive = page.url();
  await page.goto(`/member/order/${orderId}`);
  await page.getByRole('link', { name: '模擬銀行轉帳入帳（示範環境）' }).click();
  await page.getByRole('button', { name: '確認入帳' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/order/${orderId}$`));
  await page.goto(stepFive);

  const raffle = page.getByRole('region', { name: '紅包抽獎' });
  const packets = raffle.getByRole('listitem');
  await expect(packets).toHaveCount(5);
  await expect(raffle.getByText('未獲得抽獎機會')).toHaveCount(2);
  await expect(purchaseRecord(page)).toHaveCount(0);

  await raffle.getByRole('button', { name: '開啟紅包（第 1 個）' }).click();
  await expect(packets.nth(0).getByRole('status')).toHaveText(/ X1$/, { timeout: 5_000 });
  await expect(purchaseRecord(page)).toHaveCount(0);

  await raffle.getByRole('button', { name: '全部開啟' }).click();
  await expect(packets.nth(1).getByRole('status')).toHaveText(/ X1$/, { timeout: 5_000 });
  await expect(packets.nth(2).getByRole('status')).toHaveText(/ X1$/, { timeout: 5_000 });
  await expect(purchaseRecord(page)).toBeVisible();
  const prizes = await Promise.all([0, 1, 2].map((index) => packets.nth(index).getByRole('status').textContent()));

  await page.reload();
  await expect(raffle.getByRole('button', { name: /^開啟紅包/ })).toHaveCount(0);
  for (const [index, prize] of prizes.entries())
    await expect(packets.nth(index).getByRole('status')).toHaveText(prize!);
  await expect(purchaseRecord(page)).toBeVisible();

  // The prizes are gift lines of the order, beside the fixed and band gifts.
  const table = await orderGifts(page, orderId);
  await expect(table.getByRole('row', { name: /東震靈芝精華膠囊/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /人蔘精華飲/ }).first()).toBeVisible();
  for (const prize of prizes)
    await expect(table.getByRole('row', { name: new RegExp(prize!.replace(/ X1$/, '')) }).first()).toBeVisible();
});
