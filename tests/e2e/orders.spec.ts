import { taipeiDate } from '../../lib/domain/clock';
import { formatNumber } from '../../lib/domain/format';
import { expect, test } from './fixtures';
import { loginByRequest } from './member-support';
import { loginRequest, placeOrder } from './order-support';

// Each test shops as a member of its own (tests/e2e/fixtures.ts): its cart and orders are its alone.

const today = () => taipeiDate(new Date());

test('/member/order redirects to the list, which the member menu names 購買紀錄', async ({ signedIn: page }) => {
  await page.goto('/member/order');
  await expect(page).toHaveURL(/\/member\/order\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: '購買紀錄' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '會員專區' }).getByRole('link', { name: '購買紀錄' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the list shows a new order with its status and total; the date range lives in the URL', async ({
  signedIn: page,
}) => {
  const order = await placeOrder(page.request);
  await page.goto('/member/order/list');
  const row = page.getByRole('row', { name: new RegExp(order.order_number) });
  await expect(row).toContainText('已訂購未付款');
  await expect(row).toContainText(`NT$${formatNumber(order.total)}`);
  await expect(row).toContainText('ATM 轉帳');

  const lastYear = Number(today().slice(0, 4)) - 1;
  await expect(page.getByLabel('開始日期')).toHaveAttribute('min', `${lastYear}-01-01`);
  await expect(page.getByLabel('結束日期')).toHaveAttribute('max', today());

  await page.getByLabel('開始日期').fill(`${lastYear}-01-01`);
  await page.getByLabel('結束日期').fill(`${lastYear}-01-02`);
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page).toHaveURL(`/member/order/list?_from=${lastYear}-01-01&_to=${lastYear}-01-02&_type=orderDate`);
  await expect(page.getByText('查無購買紀錄')).toBeVisible();

  await page.reload();
  await expect(page.getByText('查無購買紀錄')).toBeVisible();
  await expect(page.getByLabel('結束日期')).toHaveValue(`${lastYear}-01-02`);

  await page.getByLabel('開始日期').fill(today());
  await page.getByLabel('結束日期').fill(today());
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page).toHaveURL(`/member/order/list?_from=${today()}&_to=${today()}&_type=orderDate`);
  await expect(page.getByRole('row', { name: new RegExp(order.order_number) })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/_to=\d{4}-01-02/);
  await expect(page.getByText('查無購買紀錄')).toBeVisible();
});

test('the detail shows the items and the shipping-fee line; cancelling an ATM order asks first', async ({
  signedIn: page,
}) => {
  const order = await placeOrder(page.request);
  await page.goto('/member/order/list');
  await page.getByRole('link', { name: order.order_number }).click();
  await expect(page).toHaveURL(`/member/order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();

  const items = page.getByRole('region', { name: '購買商品' });
  await expect(items.getByRole('row', { name: new RegExp(order.product.name) })).toContainText(
    order.product.product_number,
  );
  expect(order.fee).toBe(100);
  await expect(items.getByRole('row', { name: /運費/ })).toContainText('06004');
  await expect(page.getByText('宅配到府')).toBeVisible();
  await expect(page.getByText(`NT$${formatNumber(order.total)}`).first()).toBeVisible();

  const cancel = page.getByRole('button', { name: '取消訂單' });
  await cancel.click();
  const dialog = page.getByRole('alertdialog', { name: '確定取消訂單?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(page.getByRole('status').filter({ hasText: '訂單已取消' })).toBeVisible();
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await expect(cancel).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '取消訂單' })).toHaveCount(0);
  await page.goto('/member/order/list');
  await expect(page.getByRole('row', { name: new RegExp(order.order_number) })).toContainText('已取消');
});

test('another member’s order id goes back to the list and says so', async ({ page, request, member, otherMember }) => {
  await loginRequest(request, otherMember.username);
  const theirs = await placeOrder(request, { quantity: 1 });
  await loginByRequest(page, member.username);
  await page.goto(`/member/order/${theirs.id}`);
  await expect(page).toHaveURL(/\/member\/order\/list$/);
  await expect(page.getByRole('alert').filter({ hasText: '查無此訂單' })).toBeVisible();
  await expect(page.getByText(theirs.order_number)).toHaveCount(0);
});
