import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { orders } from '@/backend/db/schema';
import { checkMacValue, dotNetUrlEncode } from '@/backend/services/payment/check-mac-value';
import { signParams } from '@/backend/services/payment/ecpay-sandbox';
import { handle } from '@/backend';
import { call, postForm, withFreshDatabase } from '../support/api';
import { readyToOrder, stockOf, submitOrder } from '../support/orders';
import { restoreEnvAfterEach } from '../support/env';

withFreshDatabase();

const orderRow = async (id: number) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];

/** A card order waiting at the gateway: status 2 and its sandbox checkout URL. */
async function cardOrder(quantity = 3) {
  const ready = await readyToOrder({ quantity, payload: { payment: 2, installment: 3 } });
  const response = await submitOrder(ready.token, ready.payload);
  expect(response.status).toBe(201);
  return {
    ...ready,
    order: response.json.data as { id: number; order_number: string; order_status: number; url: string },
  };
}

const checkoutParamsOf = (url: string) => Object.fromEntries(new URL(url, 'http://shop.local').searchParams);

/** The notice the gateway would send for an order, signed with the shared keys unless told otherwise. */
const notice = (order: { order_number: string }, amount: number, fields: Record<string, string> = {}) =>
  signParams({
    MerchantID: '3002607',
    MerchantTradeNo: order.order_number,
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: '2412011234567890',
    TradeAmt: String(amount),
    PaymentDate: '2026/11/23 10:00:00',
    PaymentType: 'Credit_CreditCard',
    ...fields,
  });

describe('CheckMacValue', () => {
  it('gives ECPay’s published AioCheckOut example its published value', () => {
    const params = {
      TradeDesc: '促銷方案',
      PaymentType: 'aio',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      ItemName: 'Apple iphone 15',
      TotalAmount: '30000',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    };
    expect(checkMacValue(params, 'pwFHCqoQZGmho4w6', 'EkRm7iFT261dpevs')).toBe(
      '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840',
    );
  });

  it("encodes as .NET’s UrlEncode, lower case: space as +, - _ . ! * ( ) kept, ~ and ' escaped", () => {
    expect(dotNetUrlEncode("A b-_.!*()~'/&=")).toBe('a+b-_.!*()%7e%27%2f%26%3d');
  });
});

describe('card orders and the sandbox gateway', () => {
  it('answers a card order with status 2 and the sandbox’s hosted page, which shows the order number and amount', async () => {
    const { order, payload } = await cardOrder();
    expect(order.order_status).toBe(2);
    expect(order.url).toMatch(/^\/api\/web\/payment-sandbox\/checkout\?/);
    const params = checkoutParamsOf(order.url);
    expect(params).toMatchObject({
      MerchantTradeNo: order.order_number,
      TotalAmount: String(payload.total_price),
      CreditInstallment: '3',
      CustomField1: String(order.id),
      ReturnURL: '/api/web/payments/notify',
    });

    const page = await call('GET', order.url.replace('/api/web/', ''));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.json).toContain(order.order_number);
    expect(page.json).toContain('NT$3,700');
    expect(page.json).toContain('核准付款');
    expect(page.json).toContain('拒絕付款');
    expect(page.json).toContain('lang="zh-Hant-TW"');
  });

  it('refuses a checkout request whose amount was changed after signing', async () => {
    const { order } = await cardOrder();
    const params = { ...checkoutParamsOf(order.url), TotalAmount: '1' };
    const page = await call('GET', `payment-sandbox/checkout?${new URLSearchParams(params)}`);
    expect(page.status).toBe(400);
    const paid = await postForm('/api/web/payment-sandbox/pay', { ...params, decision: 'approve' });
    expect(paid.status).toBe(400);
    expect((await orderRow(order.id)).order_status).toBe(2);
  });

  it('approve: the sandbox notifies the shop (paid → 3) and sends the browser to step 5 with retCode 00', async () => {
    const { order } = await cardOrder();
    const paid = await postForm('/api/web/payment-sandbox/pay', {
      ...checkoutParamsOf(order.url),
      decision: 'approve',
    });
    expect(paid.status).toBe(303);
    const location = new URL(paid.location!, 'http://shop.local');
    expect(location.pathname).toBe('/member/shopcart/step/5');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      retCode: '00',
      order_id: String(order.id),
      order_no: order.order_number,
    });
    const row = await orderRow(order.id);
    expect(row.order_status).toBe(3);
    expect(row.paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.thirdparty_payment_number).toMatch(/^SB\d{18}$/);
  });

  it('decline: the order becomes 11, its stock goes back, and step 5 gets the failure retCode', async () => {
    const { order, product } = await cardOrder();
    expect(await stockOf(product.id)).toBe(97);
    const declined = await postForm('/api/web/payment-sandbox/pay', {
      ...checkoutParamsOf(order.url),
      decision: 'decline',
    });
    expect(declined.status).toBe(303);
    expect(new URL(declined.location!, 'http://shop.local').searchParams.get('retCode')).toBe('10200095');
    expect((await orderRow(order.id)).order_status).toBe(11);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('exists only while the embedded API serves the demo', async () => {
    const { order } = await cardOrder();
    process.env.DEMO_MODE = '0';
    try {
      expect((await call('GET', order.url.replace('/api/web/', ''))).status).toBe(404);
      expect(
        (await postForm('/api/web/payment-sandbox/pay', { ...checkoutParamsOf(order.url), decision: 'approve' }))
          .status,
      ).toBe(404);
    } finally {
      delete process.env.DEMO_MODE;
    }
  });
});

describe('POST payments/notify', () => {
  const notify = (fields: Record<string, string>) => postForm('/api/web/payments/notify', fields);

  it('is public: the gateway has no member token', async () => {
    const { order, payload } = await cardOrder();
    const answer = await notify(notice(order, payload.total_price));
    expect(answer).toMatchObject({ status: 200, text: '1|OK' });
  });

  it('answers every refusal the same way (no oracle of which order numbers exist)', async () => {
    const { order, payload } = await cardOrder();
    const answers = await Promise.all([
      notify({ ...notice(order, payload.total_price), RtnCode: '10200095' }),
      notify(notice(order, payload.total_price - 1)),
      notify(notice({ order_number: 'W20000101999999' }, payload.total_price)),
    ]);
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`))).toEqual(new Set(['400 0|Error']));
  });

  it('never accepts a notice signed with a key written in the source (the old demo keys, ECPay’s test keys)', async () => {
    const { order, payload, product } = await cardOrder();
    const params = {
      MerchantID: '3002607',
      MerchantTradeNo: order.order_number,
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeNo: 'FORGED',
      TradeAmt: String(payload.total_price),
      PaymentDate: '2026/11/23 10:00:00',
      PaymentType: 'Credit_CreditCard',
    };
    for (const [key, iv] of [
      ['TocinDemoHashKey', 'TocinDemoHashIV0'],
      ['pwFHCqoQZGmho4w6', 'EkRm7iFT261dpevs'],
    ]) {
      const forged = await notify({ ...params, CheckMacValue: checkMacValue(params, key, iv) });
      expect(forged).toMatchObject({ status: 400, text: '0|Error' });
    }
    expect(await orderRow(order.id)).toMatchObject({ order_status: 2, paid_at: null, thirdparty_payment_number: null });
    expect(await stockOf(product.id)).toBe(97);
  });

  it('refuses a bad signature and a wrong amount with 400 0|…, and changes nothing', async () => {
    const { order, payload, product } = await cardOrder();
    const total = payload.total_price;
    const forged = { ...notice(order, total), RtnCode: '10200095' };
    const badSignature = await notify(forged);
    expect(badSignature.status).toBe(400);
    expect(badSignature.text).toMatch(/^0\|/);
    const wrongAmount = await notify(notice(order, total - 1));
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.text).toMatch(/^0\|/);
    const unknown = await notify(notice({ order_number: 'W20000101999999' }, total));
    expect(unknown.status).toBe(400);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ order_status: 2, paid_at: null });
    expect(await stockOf(product.id)).toBe(97);
  });

  it('a repeated notice is harmless: acknowledged again, nothing changes', async () => {
    const { order, payload, product } = await cardOrder();
    const paid = notice(order, payload.total_price);
    expect((await notify(paid)).text).toBe('1|OK');
    const first = await orderRow(order.id);
    expect((await notify(paid)).text).toBe('1|OK');
    expect((await notify(notice(order, payload.total_price, { RtnCode: '10200095' }))).text).toBe('1|OK');
    expect(await orderRow(order.id)).toEqual(first);
    expect(await stockOf(product.id)).toBe(97);
  });

  it('a repeated failure notice gives the stock back once', async () => {
    const { order, payload, product } = await cardOrder();
    const failed = notice(order, payload.total_price, { RtnCode: '10200095' });
    await notify(failed);
    await notify(failed);
    expect((await orderRow(order.id)).order_status).toBe(11);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('a payment that arrives after the member cancelled is kept for a refund: 23 with the trade number and paid_at, acknowledged', async () => {
    const { order, payload, token, product } = await cardOrder();
    expect((await call('PUT', `orders/${order.id}`, { token, body: { order_status: 9 } })).status).toBe(200);
    expect((await notify(notice(order, payload.total_price))).text).toBe('1|OK');
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      order_status: 23,
      closed_reason: 'late_payment',
      thirdparty_payment_number: '2412011234567890',
    });
    expect(row.paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Its stock was given back when it was cancelled, and is not taken again.
    expect(await stockOf(product.id)).toBe(100);
    const detail = await call('GET', `orders/${order.id}`, { token });
    expect(detail.json.data).toMatchObject({
      order_status: 23,
      closed_reason: 'late_payment',
      payment_link_void: false,
      payment_deadline: null,
    });
    // The same notice again changes nothing.
    expect((await notify(notice(order, payload.total_price))).text).toBe('1|OK');
    expect(await orderRow(order.id)).toEqual(row);
  });

  it('answers the same 0|Error for an unreadable body', async () => {
    const response = await handle(
      new Request('http://embedded.local/api/web/payments/notify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{nope',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0|Error');
  });
});

describe('an order whose payment cannot be started (DEMO_MODE=0 without the gateway’s keys)', () => {
  restoreEnvAfterEach('DEMO_MODE', 'PAYMENT_HASH_KEY', 'PAYMENT_HASH_IV');

  it.each([
    ['a card order', { payment: 2, installment: 0 }],
    ['an ATM order (its bank notice could not be verified)', {}],
  ])('%s is never stored: 503 4009, no order, the stock and the cart line untouched', async (_label, payment) => {
    const { member, token, product, line, payload } = await readyToOrder({ payload: payment });
    process.env.DEMO_MODE = '0';
    delete process.env.PAYMENT_HASH_KEY;
    delete process.env.PAYMENT_HASH_IV;
    const answer = await submitOrder(token, payload);
    expect(answer).toMatchObject({
      status: 503,
      json: { status_from_backend: 4009, message: '訂單儲存失敗，請重新訂購' },
    });
    expect(await (await getDb()).select().from(orders).where(eq(orders.member_id, member.id))).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(100);
    expect((await call('GET', 'user/shopping-carts', { token })).json.data).toMatchObject([
      { id: line.line.id, product_quantity: line.line.product_quantity },
    ]);
  });
});
