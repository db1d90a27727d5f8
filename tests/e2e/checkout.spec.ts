import type { Page } from '@playwright/test';
import { expect, saveRecipient, test } from './fixtures';
import { chooseAtm, next, payByAtm, submitOrder, typeNewRecipient } from './checkout-support';
import { loginByRequest, loginThroughForm } from './member-support';

/*
 * Checkout (spec-coverage “Checkout pages” steps 1–5, §4, §5, §8) in real Chromium against the
 * embedded API and its sandbox gateway. Each test shops as a member of its own (tests/e2e/fixtures.ts),
 * so they run side by side; one with a saved recipient (RECIPIENT) where step 2 should preselect it.
 */

const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const writeHeaders = { Origin: origin };

type ApiOrder = {
  id: number;
  order_number: string;
  payment: string;
  order_status: number;
  delivery_code: string;
  receiver_phone: string;
  postal_code: string | null;
  shipping_fee: number;
  invoice_accept_type: number | null;
  invoice_address: string | null;
  carrier_type: number | null;
  love_code: string | null;
  total_price: number;
};

async function productId(page: Page, number: string) {
  const response = await page.request.get(`/api/web/products/number-search/${number}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function putInCart(page: Page, number: string, quantity = 1) {
  const response = await page.request.post('/api/bff/user/shopping-carts', {
    headers: writeHeaders,
    data: { product_id: await productId(page, number), product_quantity: quantity },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function latestOrder(page: Page): Promise<ApiOrder> {
  const response = await page.request.get('/api/bff/orders?page=1');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: ApiOrder[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0];
}

/** Signed in (with a saved recipient when asked) with a cart holding only the given products, on step 1. */
async function startWith(page: Page, username: string, numbers: string[], { recipient = false } = {}) {
  await loginByRequest(page, username);
  if (recipient) await saveRecipient(page);
  for (const number of numbers) await putInCart(page, number);
  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('region', { name: '購物清單' })).toBeVisible();
}

async function nextFromCart(page: Page) {
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/2$/);
  await expect(page.getByRole('form', { name: '填寫資料' })).toBeVisible();
}

/** A field's error under it (the selects' placeholders say the same words). */
const fieldError = (page: Page, text: string) =>
  page.locator('p').filter({ hasText: new RegExp(`^${text}$`), visible: true });

/** A value of step 4's summary (Next keeps the earlier steps' pages, hidden, for Back: texts may repeat there). */
const shown = (page: Page, text: string) => page.getByRole('definition').filter({ hasText: text });

test("an ATM order from the product page to step 5, then in the member's orders", async ({ page, member }) => {
  await loginByRequest(page, member.username);
  await saveRecipient(page);
  await page.goto(`/product/${await productId(page, '04001')}`);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await expect(page.getByText('成功加入購物車')).toBeVisible();
  await page.goto('/member/shopcart/step/1');
  await expect(page.getByRole('row', { name: /黃銅葫蘆擺件/ })).toBeVisible();
  await nextFromCart(page);

  // The member's own territory and first saved recipient come preselected; the contact is read-only.
  await expect(page.getByLabel('業績地區')).not.toHaveValue('');
  await expect(page.getByRole('radio', { name: '宅配到府' })).toBeChecked();
  await expect(page.getByRole('region', { name: '聯絡人' })).toContainText('測試會員');
  await next(page);
  await expect(fieldError(page, '請選擇發票載具')).toBeVisible();
  await page.getByRole('radio', { name: '會員載具' }).check();
  await next(page);

  // Step 3: NT$2,880 with NT$100 shipping (main island, under NT$5,000).
  await expect(page).toHaveURL(/\/step\/3$/);
  await expect(page.getByRole('definition').filter({ hasText: 'NT$2,980' })).toBeVisible();
  await next(page);
  await expect(fieldError(page, '請選擇付款方式')).toBeVisible();
  await payByAtm(page);

  await expect(page.getByRole('row', { name: /黃銅葫蘆擺件/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /運費/ })).toContainText('06004');
  await page.getByRole('button', { name: '送出訂單' }).click();
  await expect(page.getByText('請先同意活動條款')).toBeVisible();
  await submitOrder(page);

  await expect(page).toHaveURL(/\/step\/5\?retCode=00&order_id=\d+&order_no=W\d+/);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  await expect(page.getByText(/訂單編號：W\d+/)).toBeVisible();
  const result = page.getByRole('region', { name: '購物車' });
  await expect(result.getByRole('link', { name: '購買紀錄' })).toHaveAttribute('href', '/member/order/list');
  await expect(result.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/home');
  const orderNo = new URL(page.url()).searchParams.get('order_no');

  const order = await latestOrder(page);
  expect(order).toMatchObject({
    order_number: orderNo,
    payment: 'ATM',
    order_status: 1,
    shipping_fee: 100,
    total_price: 2980,
    carrier_type: 1,
  });
  // The ordered lines left the cart, and the draft is gone: step 2 cannot be opened again.
  const cart = await (await page.request.get('/api/bff/user/shopping-carts')).json();
  expect(cart.data).toEqual([]);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('checkout') && localStorage.getItem(key) !== null),
    ),
  ).toEqual([]);
  await page.goto('/member/shopcart/step/2');
  await expect(page).toHaveURL(/\/step\/1$/);

  // And in the purchase record (step 5's link goes there).
  await page.goto('/member/order/list');
  await expect(page.getByRole('row', { name: new RegExp(orderNo!) })).toContainText('已訂購未付款');
});

/** This shopper has no saved recipient: pickup at an office, picked up by themselves. */
async function pickUp(page: Page, office: string) {
  await page.getByRole('radio', { name: '營業所自取' }).first().check();
  await page.getByLabel('取貨營業所').selectOption({ label: office });
}

async function cardOrder(page: Page, username: string, decision: '核准付款' | '拒絕付款') {
  await startWith(page, username, ['04001']);
  await nextFromCart(page);
  await pickUp(page, '臺北營業所');
  await page.getByRole('radio', { name: '會員載具' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/step\/3$/);
  await page.getByRole('radio', { name: /^信用卡/ }).check();
  // NT$2,880 (pickup, no shipping): under NT$3,000, so paid at once, and nothing to choose.
  await expect(page.getByLabel('分期期數')).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: '一次付清' })).toBeVisible();
  await next(page);
  await expect(page).toHaveURL(/\/step\/4$/);
  await submitOrder(page);
  await expect(page.getByRole('heading', { name: '信用卡付款（測試環境）' })).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/5\?retCode=/);
}

test('a card order approved in the sandbox gateway: step 5 success, the order paid', async ({ page, member }) => {
  await cardOrder(page, member.username, '核准付款');
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  await expect(page.getByRole('list', { name: '購物步驟' }).getByRole('listitem').last()).toHaveText(/訂單送出/);
  expect(await latestOrder(page)).toMatchObject({ payment: 'card', order_status: 3 });
});

test('a card order declined in the sandbox gateway: 交易失敗 on step 5 and the step bar', async ({ page, member }) => {
  await cardOrder(page, member.username, '拒絕付款');
  await expect(page).toHaveURL(/retCode=10200095/);
  await expect(page.getByRole('heading', { name: '交易失敗', level: 2 })).toBeVisible();
  const last = page.getByRole('list', { name: '購物步驟' }).getByRole('listitem').last();
  await expect(last).toHaveText(/交易失敗/);
  await expect(last).toHaveAttribute('aria-current', 'step');
  expect(await latestOrder(page)).toMatchObject({ payment: 'card', order_status: 11 });
});

test('a business member chooses where the invoice goes (no carrier); each choice is checked', async ({
  page,
  businessMember,
}) => {
  await startWith(page, businessMember.username, ['04001']);
  await nextFromCart(page);
  await expect(page.getByRole('radio', { name: '會員載具' })).toHaveCount(0);
  // No saved recipient: a new address is asked for, each part on its field.
  await expect(page.getByRole('radio', { name: '新增收件地址' })).toBeChecked();
  await next(page);
  await expect(fieldError(page, '請填寫收件人姓名')).toBeVisible();
  await expect(page.getByLabel('收件人姓名')).toBeFocused();
  await expect(fieldError(page, '請選擇發票寄送方式')).toBeVisible();
  await page.getByLabel('收件人姓名').fill('張富祥');
  await page.getByLabel('收件人電話').fill('0755666777');
  await page.getByLabel('郵遞區號').fill('802');
  await page.getByLabel('收件地址', { exact: true }).fill('四維三路6號8樓');

  await page.getByRole('radio', { name: '寄送至其他地址' }).check();
  await next(page);
  await expect(fieldError(page, '請填寫發票地址')).toBeVisible();
  await expect(page).toHaveURL(/\/step\/2$/);

  await page.getByRole('radio', { name: '營業所自取' }).last().check();
  await next(page);
  await expect(fieldError(page, '請選擇營業所')).toBeVisible();
  await page.getByLabel('發票取件營業所').selectOption({ label: '臺中總公司' });
  await next(page);
  await payByAtm(page);
  await expect(page.getByRole('term').filter({ hasText: '發票取件營業所' })).toBeVisible();
  await submitOrder(page);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  expect(await latestOrder(page)).toMatchObject({
    invoice_accept_type: 3,
    invoice_address: '03',
    carrier_type: null,
    postal_code: '802',
  });
});

test('an individual donates the invoice with a love code', async ({ page, member }) => {
  await startWith(page, member.username, ['04001'], { recipient: true });
  await nextFromCart(page);
  await expect(page.getByRole('radio', { name: '同配送地址' })).toHaveCount(0);
  await page.getByRole('radio', { name: '捐贈發票' }).check();
  await next(page);
  await expect(fieldError(page, '請選擇愛心碼')).toBeVisible();
  await expect(page.getByLabel('捐贈單位（愛心碼）')).toBeFocused();
  await page.getByLabel('捐贈單位（愛心碼）').selectOption({ label: '伊甸基金會（25885）' });
  await next(page);
  await payByAtm(page);
  await expect(shown(page, '伊甸基金會（25885）')).toBeVisible();
  await submitOrder(page);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  expect(await latestOrder(page)).toMatchObject({ carrier_type: 4, love_code: '25885' });
});

test('office pickup: an office, a name and a phone (trimmed to 10 digits); no shipping fee', async ({
  page,
  member,
}) => {
  await startWith(page, member.username, ['04001']);
  await nextFromCart(page);
  await page.getByRole('radio', { name: '營業所自取' }).first().check();
  await next(page);
  await expect(fieldError(page, '請選擇營業所')).toBeVisible();
  await page.getByLabel('取貨營業所').selectOption({ label: '高雄營業所' });
  await page.getByLabel('取貨人電話').fill('');
  await page.getByLabel('取貨人電話').pressSequentially('0987654321999');
  await expect(page.getByLabel('取貨人電話')).toHaveValue('0987654321');
  await page.getByRole('radio', { name: '會員載具' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/step\/3$/);
  await expect(page.getByRole('definition').filter({ hasText: 'NT$2,880' }).first()).toBeVisible();
  await payByAtm(page);
  await expect(page.getByRole('row', { name: /運費/ })).toHaveCount(0);
  await submitOrder(page);
  await expect(page.getByRole('heading', { name: '感謝您的訂購' })).toBeVisible();
  expect(await latestOrder(page)).toMatchObject({
    delivery_code: '05',
    receiver_phone: '0987654321',
    shipping_fee: 0,
    postal_code: null,
  });
});

test('the treasure bowl (01065) to Penghu (postal 880) is refused on step 3', async ({ page, member }) => {
  await startWith(page, member.username, ['01065']);
  await nextFromCart(page);
  await typeNewRecipient(page, '陳澎湖', '0912345678', '880');
  await expect(page.getByLabel('縣市')).toHaveValue('澎湖縣');
  await expect(page.getByLabel('鄉鎮市區')).toHaveValue('馬公市');
  await page.getByLabel('收件地址', { exact: true }).fill('中正路1號');
  await page.getByRole('radio', { name: '會員載具' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/step\/3$/);
  await chooseAtm(page, '54321');
  await next(page);
  await expect(
    page.getByRole('alert').filter({ hasText: '聚寶盆為易碎品，離島無法宅配到府，請重新填寫地址或選購其他商品' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/step\/3$/);
  // Opening step 4 by its address does not get round it.
  await page.goto('/member/shopcart/step/4');
  await expect(page).toHaveURL(/\/step\/1$/);
});

test('refresh and Back keep the draft on steps 2 to 4', async ({ page, member }) => {
  await startWith(page, member.username, ['04001']);
  await nextFromCart(page);
  await typeNewRecipient(page, '王大同', '0922333444', '407');
  await page.getByLabel('收件地址', { exact: true }).fill('市政北七路100號');
  await page.getByRole('radio', { name: '捐贈發票' }).check();
  await page.getByLabel('捐贈單位（愛心碼）').selectOption('919');

  await page.reload();
  await expect(page.getByLabel('收件人姓名')).toHaveValue('王大同');
  await expect(page.getByLabel('鄉鎮市區')).toHaveValue('西屯區');
  await expect(page.getByLabel('捐贈單位（愛心碼）')).toHaveValue('919');
  await next(page);

  await expect(page).toHaveURL(/\/step\/3$/);
  await page.getByRole('radio', { name: /^ATM 轉帳/ }).check();
  await page.getByLabel('匯款日期').selectOption({ index: 2 });
  const day = await page.getByLabel('匯款日期').inputValue();
  await page.getByLabel('匯款帳號末 5 碼').fill('24680');
  await page.reload();
  await expect(page.getByLabel('匯款日期')).toHaveValue(day);
  await expect(page.getByLabel('匯款帳號末 5 碼')).toHaveValue('24680');
  await next(page);

  await expect(page).toHaveURL(/\/step\/4$/);
  await page.reload();
  await expect(shown(page, '407 臺中市西屯區市政北七路100號')).toBeVisible();
  await expect(shown(page, '24680')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/step\/3$/);
  await expect(page.getByLabel('匯款帳號末 5 碼')).toHaveValue('24680');
  await page.goBack();
  await expect(page).toHaveURL(/\/step\/2$/);
  await expect(page.getByLabel('收件人姓名')).toHaveValue('王大同');
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/step\/4$/);
  await expect(page.getByRole('button', { name: '送出訂單' })).toBeVisible();
});

test('opening step 4 (or 5 without a result) directly goes to step 1; a login clears the draft', async ({
  page,
  member,
}) => {
  await loginByRequest(page, member.username);
  await saveRecipient(page);
  await page.goto('/member/shopcart/step/4');
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/1$/);
  await page.goto('/member/shopcart/step/5');
  await expect(page).toHaveURL(/\/member\/shopcart\/step\/1$/);

  await putInCart(page, '04001');
  await page.goto('/member/shopcart/step/1');
  await nextFromCart(page);
  await page.getByRole('radio', { name: '會員載具' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/step\/3$/);
  // The session ends elsewhere (another tab, expiry): local storage still holds the draft until the next login.
  expect((await page.request.post('/api/session/logout', { headers: writeHeaders })).status()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('tocin-checkout-reached'))).toBe('3');
  await loginThroughForm(page, member.username);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('checkout')))).toEqual([]);
  await page.goto('/member/shopcart/step/3');
  await expect(page).toHaveURL(/\/step\/1$/);
});
