import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { orderPayments, orders, products, shoppingCarts } from '@/backend/db/schema';
import { expireOverdue } from '@/backend/services/orders/order-life';
import { paymentKeys } from '@/backend/services/payment/keys';
import { setSiteClosed } from '@/backend/services/site-maintenance';
import { MAX_CART_LINES } from '@/lib/domain/cart';
import { taipeiDateTime } from '@/lib/domain/clock';
import {
  MAX_OPEN_UNPAID_ORDERS,
  ORDER_MESSAGES,
  PAYMENT_NOTICE_GRACE_MINUTES,
  wallTimeMinus,
} from '@/lib/domain/orders';
import { call, postForm, withFreshDatabase } from '../support/api';
import { withTempDataDir } from '../support/env';
import { racing } from '../support/postgres';
import {
  addToCart,
  luckyRingLine,
  orderPayload,
  productWith,
  readyToOrder,
  shopper,
  stockOf,
  submitOrder,
} from '../support/orders';
import { productByNumber } from '../support/products';

withFreshDatabase();

/** The life of an order after it is submitted (docs/api-contract.md "Order life: payments, deadlines, failures and refunds"): deadlines, void links, cart lines back, the cap. */

const db = () => getDb();
const orderRow = async (id: number) => (await (await db()).select().from(orders).where(eq(orders.id, id)))[0];
const now = () => taipeiDateTime(new Date());
/**
 * Moves an order's deadline `minutes` into the past, as time passing would (by default past its grace for
 * late notices too), and its placing a day before that deadline, so that a payment dated before the deadline
 * can have been made.
 */
async function overdue(id: number, minutes = PAYMENT_NOTICE_GRACE_MINUTES + 1) {
  const deadline = wallTimeMinus(now(), minutes);
  await (
    await db()
  )
    .update(orders)
    .set({ payment_deadline: deadline, created_at: wallTimeMinus(deadline, 24 * 60) })
    .where(eq(orders.id, id));
}
const cartOf = async (memberId: number) =>
  (await db()).select().from(shoppingCarts).where(eq(shoppingCarts.member_id, memberId));

type Placed = { id: number; order_number: string; url: string | null };

async function place(payload: Record<string, unknown> = {}, quantity = 3) {
  const ready = await readyToOrder({ quantity, payload });
  const response = await submitOrder(ready.token, ready.payload);
  expect(response.status).toBe(201);
  return { ...ready, order: response.json.data as Placed };
}
const cardOrder = (quantity = 3) => place({ payment: 2, installment: 0 }, quantity);

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://shop.local').searchParams);
/** A wall time as the gateway's PaymentDate writes it, 'YYYY/MM/DD HH:mm:ss'. */
const gatewayTime = (wallTime: string) => wallTime.replace(/-/g, '/');

/** The gateway's paid notice of an order, signed: taken at `paidAt` (a wall time), with its own trade number. */
const paidNotice = (order: { id: number; order_number: string }, paidAt: string, tradeNo = `T${order.order_number}`) =>
  gatewayNotice(order, paidAt, tradeNo, true);
/** The gateway's notice that it declined the order's card, tried at `triedAt` (a wall time), signed. */
const declineNotice = (order: { id: number; order_number: string }, triedAt: string) =>
  gatewayNotice(order, triedAt, `D${order.order_number}`, false);

async function gatewayNotice(
  order: { id: number; order_number: string },
  paidAt: string,
  tradeNo: string,
  paid: boolean,
) {
  const { DECLINED_RTN_CODE, PAID_RTN_CODE, signParams } = await import('@/backend/services/payment/ecpay-sandbox');
  const { total_price } = await orderRow(order.id);
  return postForm(
    '/api/web/payments/notify',
    signParams({
      MerchantID: '3002607',
      MerchantTradeNo: order.order_number,
      RtnCode: paid ? PAID_RTN_CODE : DECLINED_RTN_CODE,
      RtnMsg: paid ? '交易成功' : '交易失敗',
      TradeNo: tradeNo,
      TradeAmt: String(total_price),
      PaymentDate: gatewayTime(paidAt),
      PaymentType: 'Credit_CreditCard',
    }),
  );
}

const reviewOf = async (orderId: number) =>
  (await db())
    .select({ paid_at: orderPayments.paid_at, review_note: orderPayments.review_note })
    .from(orderPayments)
    .where(eq(orderPayments.order_id, orderId));
const paymentsOf = async (orderId: number) =>
  (await db())
    .select({ trade_no: orderPayments.trade_no, amount: orderPayments.amount, refund_due: orderPayments.refund_due })
    .from(orderPayments)
    .where(eq(orderPayments.order_id, orderId))
    .orderBy(asc(orderPayments.id));

describe('deadlines: an unpaid order expires when read, whether or not the sweep ran', () => {
  it('a card order past its 30-minute window fails as 11 (expired) when read: stock back, goods back in the cart, link void', async () => {
    const { token, member, product, order } = await cardOrder();
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 2,
      payment_link_void: false,
      cart_restored: false,
    });
    const deadline = (await orderRow(order.id)).payment_deadline!;
    expect(deadline).toBe(wallTimeMinus((await orderRow(order.id)).created_at, -30));
    expect(await stockOf(product.id)).toBe(97);
    expect(await cartOf(member.id)).toHaveLength(0);

    await overdue(order.id);
    const read = (await call('GET', `orders/${order.id}`, { token })).json.data;
    expect(read).toMatchObject({
      order_status: 11,
      closed_reason: 'expired',
      payment_deadline: null,
      payment_link_void: true,
      cart_restored: true,
    });
    expect(await stockOf(product.id)).toBe(100);
    expect(await cartOf(member.id)).toMatchObject([{ product_id: product.id, product_quantity: 3, is_lucky: 0 }]);
    // Its payment page refuses it now.
    const page = await call('GET', order.url!.replace('/api/web/', ''));
    expect(page.status).toBe(410);
    expect(page.json).toContain('付款連結已失效');
  });

  it('an ATM order still unpaid after its remittance day is cancelled (9, expired) when the list is read; the stock goes back once', async () => {
    const { token, product, order, member } = await place();
    await overdue(order.id);
    const list = (await call('GET', 'orders', { token })).json.data;
    expect(list.find((row: { id: number }) => row.id === order.id)).toMatchObject({
      order_status: 9,
      closed_reason: 'expired',
    });
    expect(await stockOf(product.id)).toBe(100);
    // ATM goods do not go back to the cart (nothing was tried and declined).
    expect(await cartOf(member.id)).toHaveLength(0);
    await call('GET', `orders/${order.id}`, { token });
    expect(await stockOf(product.id)).toBe(100);
  });

  it('an ATM order past its remittance day that the member cancels was expired first: cancelled (9, expired), its stock back once', async () => {
    const { token, product, order } = await place();
    await overdue(order.id);
    const cancel = await call('PUT', `orders/${order.id}`, { token, body: { order_status: 9 } });
    expect(cancel.status).toBe(200);
    expect(cancel.json.data).toMatchObject({ order_status: 9, closed_reason: 'expired', payment_deadline: null });
    expect(await stockOf(product.id)).toBe(100);
  });

  it('a card order paid after its window (PaymentDate past the deadline): expired first (stock and goods back), the payment kept as 23, acknowledged', async () => {
    const { product, member, order } = await cardOrder();
    const { total_price } = await orderRow(order.id);
    await overdue(order.id);
    const { signParams } = await import('@/backend/services/payment/ecpay-sandbox');
    const notice = signParams({
      MerchantID: '3002607',
      MerchantTradeNo: order.order_number,
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeNo: '2412019999999999',
      TradeAmt: String(total_price),
      PaymentDate: gatewayTime(now()),
      PaymentType: 'Credit_CreditCard',
    });
    expect(await postForm('/api/web/payments/notify', notice)).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({
      order_status: 23,
      closed_reason: 'late_payment',
      thirdparty_payment_number: '2412019999999999',
      cart_restored: 1,
    });
    expect((await orderRow(order.id)).paid_at).not.toBeNull();
    expect(await stockOf(product.id)).toBe(100);
    expect(await cartOf(member.id)).toMatchObject([{ product_id: product.id, product_quantity: 3 }]);
  });

  it('an ATM order waits until the last second of its remittance day (Taiwan time)', async () => {
    const { order } = await place();
    const row = await orderRow(order.id);
    expect(row.payment_deadline).toBe(`${row.atm_day} 23:59:59`);
  });

  it('the sweep expires every overdue order; two sweeps at once give each order’s stock back once', async () => {
    const product = await productWith({ quantity: 40 });
    const placed = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { token } = await shopper();
        const response = await submitOrder(token, await orderPayload([await addToCart(token, product, 5)]));
        expect(response.status).toBe(201);
        return response.json.data.id as number;
      }),
    );
    expect(await stockOf(product.id)).toBe(0);
    for (const id of placed) await overdue(id);
    const database = await db();
    const moved = await racing(() => Promise.all([expireOverdue(database, now()), expireOverdue(database, now())]));
    expect(moved[0] + moved[1]).toBe(8);
    expect(await stockOf(product.id)).toBe(40);
    for (const id of placed) expect((await orderRow(id)).order_status).toBe(9);
  });
});

describe('a cancelled card order’s payment link', () => {
  it('is void: the sandbox refuses to show or pay it, and the order says so', async () => {
    const { token, order } = await cardOrder();
    expect((await call('PUT', `orders/${order.id}`, { token, body: { order_status: 9 } })).status).toBe(200);
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 9,
      closed_reason: 'member',
      payment_link_void: true,
    });
    expect((await call('GET', order.url!.replace('/api/web/', ''))).status).toBe(410);
    const paid = await postForm('/api/web/payment-sandbox/pay', { ...paramsOf(order.url!), decision: 'approve' });
    expect(paid.status).toBe(410);
    expect((await orderRow(order.id)).order_status).toBe(9);
  });
});

describe('a declined card puts the goods back in the cart', () => {
  it('ordinary goods added to the member’s line, a lucky item with its personalisation', async () => {
    const { token, member } = await shopper();
    const ordinary = await productWith();
    const ring = await productByNumber('01205');
    const { lucky } = await luckyRingLine(token, ring.id);
    expect(lucky.status).toBe(200);
    const line = await addToCart(token, ordinary, 2);
    const response = await submitOrder(
      token,
      await orderPayload([line, { line: lucky.json.data, product: ring }], { payment: 2, installment: 0 }),
    );
    expect(response.status).toBe(201);
    const order = response.json.data as Placed;
    expect(await cartOf(member.id)).toHaveLength(0);

    const declined = await postForm('/api/web/payment-sandbox/pay', { ...paramsOf(order.url!), decision: 'decline' });
    expect(declined.status).toBe(303);
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 11,
      closed_reason: 'declined',
      cart_restored: true,
    });
    const cart = (await call('GET', 'user/shopping-carts', { token })).json.data;
    expect(cart).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: ordinary.id, product_quantity: 2, is_lucky: 0 }),
        expect.objectContaining({
          product_id: ring.id,
          product_quantity: 1,
          is_lucky: 1,
          fortune_name: '王小明',
          fortune_word: '甲',
          fortune_ring_size: '10',
          fortune_finger: 'R4',
        }),
      ]),
    );
  });
});

describe('a declined card puts the goods back within the cart’s limits, as buy again does', () => {
  /** A member's card order of the product, then declined at the gateway's page. */
  async function declinedCardOrder(token: string, product: Awaited<ReturnType<typeof productWith>>, quantity: number) {
    const response = await submitOrder(
      token,
      await orderPayload([await addToCart(token, product, quantity)], { payment: 2, installment: 0 }),
    );
    expect(response.status).toBe(201);
    const order = response.json.data as Placed;
    return {
      order,
      decline: () => postForm('/api/web/payment-sandbox/pay', { ...paramsOf(order.url!), decision: 'decline' }),
    };
  }

  it('up to the purchase limit: a limit of 3, 2 ordered and 2 added again meanwhile → 3 in the cart, not 4', async () => {
    const { member, token } = await shopper();
    const product = await productWith({ max_limited_buy: 3 });
    const { decline } = await declinedCardOrder(token, product, 2);
    await addToCart(token, product, 2);
    expect((await decline()).status).toBe(303);
    expect(await cartOf(member.id)).toMatchObject([{ product_id: product.id, product_quantity: 3 }]);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('never past 100 lines: a cart filled meanwhile gets nothing back, and the order says so', async () => {
    const { member, token } = await shopper();
    const { order, decline } = await declinedCardOrder(token, await productWith(), 2);
    const fillers = [];
    for (let i = 0; i < MAX_CART_LINES; i++) fillers.push(await productWith());
    const at = now();
    await (await db()).insert(shoppingCarts).values(
      fillers.map((filler) => ({
        member_id: member.id,
        product_id: filler.id,
        product_quantity: 1,
        created_at: at,
        updated_at: at,
      })),
    );
    expect((await decline()).status).toBe(303);
    expect(await cartOf(member.id)).toHaveLength(MAX_CART_LINES);
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 11,
      cart_restored: false,
    });
  });
});

describe('a cap on open unpaid orders', () => {
  it(`refuses a member's order past ${MAX_OPEN_UNPAID_ORDERS} unpaid ones (4015), even when they are submitted at once`, async () => {
    const { token } = await shopper();
    const payloads: Awaited<ReturnType<typeof orderPayload>>[] = [];
    for (let i = 0; i < 5; i++) payloads.push(await orderPayload([await addToCart(token, await productWith())]));
    const answers = await racing(() => Promise.all(payloads.map((payload) => submitOrder(token, payload))));
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.json?.status_from_backend === 4015);
    expect(created).toHaveLength(MAX_OPEN_UNPAID_ORDERS);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ status: 422, json: { message: ORDER_MESSAGES.tooManyUnpaid } });
  });

  it('an expired order no longer counts', async () => {
    const { token } = await shopper();
    const ids = [];
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) {
      const response = await submitOrder(token, await orderPayload([await addToCart(token, await productWith())]));
      ids.push(response.json.data.id as number);
    }
    const blocked = await submitOrder(token, await orderPayload([await addToCart(token, await productWith())]));
    expect(blocked.json.status_from_backend).toBe(4015);
    await overdue(ids[0]);
    const line = await addToCart(token, await productWith());
    expect((await submitOrder(token, await orderPayload([line]))).status).toBe(201);
  });
});

describe('the demo’s bank transfer (ATM)', () => {
  it('an ATM order carries its demo transfer page; 確認入帳 marks it paid through the notice; the link is void after', async () => {
    const { token, order } = await place();
    const detail = (await call('GET', `orders/${order.id}`, { token })).json.data;
    expect(detail.demo_transfer_url).toMatch(/^\/api\/web\/payment-sandbox\/transfer\?/);
    const page = await call('GET', detail.demo_transfer_url.replace('/api/web/', ''));
    expect(page.status).toBe(200);
    expect(page.json).toContain('確認入帳');
    const paid = await postForm('/api/web/payment-sandbox/transfer/confirm', paramsOf(detail.demo_transfer_url));
    expect(paid).toMatchObject({ status: 303, location: `/member/order/${order.id}` });
    const after = (await call('GET', `orders/${order.id}`, { token })).json.data;
    expect(after).toMatchObject({ order_status: 3, demo_transfer_url: null, payment_deadline: null });
    expect(after.thirdparty_payment_number).toMatch(/^SB\d+/);
    expect(
      (await postForm('/api/web/payment-sandbox/transfer/confirm', paramsOf(detail.demo_transfer_url))).status,
    ).toBe(410);
  });

  it('exists only while the embedded API serves the demo', async () => {
    const { token, order } = await place();
    const { demo_transfer_url } = (await call('GET', `orders/${order.id}`, { token })).json.data;
    process.env.DEMO_MODE = '0';
    process.env.PAYMENT_HASH_KEY = 'OperatorKey00001';
    process.env.PAYMENT_HASH_IV = 'OperatorIv000001';
    try {
      expect((await call('GET', `orders/${order.id}`, { token })).json.data.demo_transfer_url).toBeNull();
      expect((await call('GET', demo_transfer_url.replace('/api/web/', ''))).status).toBe(404);
    } finally {
      delete process.env.DEMO_MODE;
      delete process.env.PAYMENT_HASH_KEY;
      delete process.env.PAYMENT_HASH_IV;
    }
  });
});

describe('the sandbox never redirects off the shop', () => {
  it.each([
    ['/\\evil.example'],
    ['//evil.example'],
    ['/%5Cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/\t/evil.example'],
    ['/member/shopcart/step/5\r\nSet-Cookie: x=1'],
    ['/member/shopcart/step/5%0D%0ASet-Cookie:%20x=1'],
  ])('refuses OrderResultURL %j with 400', async (target) => {
    const { order } = await cardOrder();
    const { CheckMacValue: _signature, ...params } = paramsOf(order.url!);
    const { signParams } = await import('@/backend/services/payment/ecpay-sandbox');
    const answer = await postForm('/api/web/payment-sandbox/pay', {
      ...signParams({ ...params, OrderResultURL: target }),
      decision: 'approve',
    });
    expect(answer.status).toBe(400);
    expect((await orderRow(order.id)).order_status).toBe(2);
  });
});

describe('payment keys', () => {
  afterEach(() => {
    delete process.env.DEMO_MODE;
    delete process.env.PAYMENT_HASH_KEY;
    delete process.env.PAYMENT_HASH_IV;
  });

  it('the demo generates its own (none is written in the source)', () => {
    const { hashKey, hashIv } = paymentKeys();
    expect(hashKey).toHaveLength(16);
    expect(['TocinDemoHashKey', 'pwFHCqoQZGmho4w6']).not.toContain(hashKey);
    expect(['TocinDemoHashIV0', 'EkRm7iFT261dpevs']).not.toContain(hashIv);
  });

  it('outside the demo: refused when unset or public, the operator’s otherwise', () => {
    process.env.DEMO_MODE = '0';
    expect(() => paymentKeys()).toThrow(/PAYMENT_HASH_KEY/);
    process.env.PAYMENT_HASH_KEY = 'TocinDemoHashKey';
    process.env.PAYMENT_HASH_IV = 'TocinDemoHashIV0';
    expect(() => paymentKeys()).toThrow(/公開/);
    process.env.PAYMENT_HASH_KEY = 'OperatorKey00001';
    process.env.PAYMENT_HASH_IV = 'OperatorIv000001';
    expect(paymentKeys()).toMatchObject({ hashKey: 'OperatorKey00001', hashIv: 'OperatorIv000001' });
  });

  it('keys of the gateway’s length only, 16 characters each; DEMO_MODE=false is off as 0 is (issue 35)', () => {
    process.env.DEMO_MODE = 'false';
    expect(() => paymentKeys()).toThrow(/未設定 PAYMENT_HASH_KEY/);
    process.env.PAYMENT_HASH_KEY = 'k';
    process.env.PAYMENT_HASH_IV = 'v';
    expect(() => paymentKeys()).toThrow(/16 個字元/);
    // Issue 52, item 7: sixteen spaces are no key.
    process.env.PAYMENT_HASH_KEY = ' '.repeat(16);
    process.env.PAYMENT_HASH_IV = ' '.repeat(16);
    expect(() => paymentKeys()).toThrow(/16 個字元的英文字母或數字/);
  });
});

describe('POST orders/{id}/buy-again', () => {
  it('puts the goods that can still be bought back in the cart, lucky items with their personalisation, and says why the others cannot', async () => {
    const { token, member } = await shopper();
    const kept = await productWith();
    const soldOut = await productWith();
    const ring = await productByNumber('01205');
    const { lucky } = await luckyRingLine(token, ring.id);
    const lines = [
      await addToCart(token, kept, 2),
      await addToCart(token, soldOut, 1),
      { line: lucky.json.data, product: ring },
    ];
    const placed = await submitOrder(token, await orderPayload(lines));
    expect(placed.status).toBe(201);
    await (await db()).update(products).set({ quantity: 0 }).where(eq(products.id, soldOut.id));

    const again = await call('POST', `orders/${placed.json.data.id}/buy-again`, { token });
    expect(again.status).toBe(200);
    expect(again.json.data.added).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: kept.id, quantity: 2 }),
        expect.objectContaining({ product_id: ring.id, quantity: 1 }),
      ]),
    );
    expect(again.json.data.refused).toEqual([
      expect.objectContaining({ product_id: soldOut.id, reason: `${soldOut.name} 庫存不足` }),
    ]);
    const cart = await cartOf(member.id);
    expect(cart).toHaveLength(2);
    expect(cart.find((row) => row.product_id === ring.id)).toMatchObject({
      is_lucky: 1,
      fortune_name: '王小明',
      fortune_word: '甲',
      fortune_ring_size: '10',
      fortune_finger: 'R4',
    });
  });

  it('another member’s order is 404 and adds nothing', async () => {
    const { order } = await place();
    const other = await shopper();
    const answer = await call('POST', `orders/${order.id}/buy-again`, { token: other.token });
    expect(answer.status).toBe(404);
    expect(await cartOf(other.member.id)).toHaveLength(0);
  });
});

describe('a maintenance closure does not turn on-time payments into refunds', () => {
  // Opened again before the folder that holds the switch is removed.
  afterEach(() => setSiteClosed(false));
  withTempDataDir('closure-', { each: true });

  it('the gateway’s signed notice is taken while the site is closed: the card order is paid (3), the rest of the API answers 503', async () => {
    const { token, order } = await cardOrder();
    setSiteClosed(true);
    expect((await call('GET', `orders/${order.id}`, { token })).status).toBe(503);
    expect(await paidNotice(order, now())).toMatchObject({ status: 200, text: '1|OK' });
    setSiteClosed(false);
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 3,
      closed_reason: null,
    });
  });

  it('an ATM transfer made on its remittance day whose notice arrives after the day (a retry after the closure) pays the order: 3, not 23', async () => {
    const { token, product, order } = await place();
    await overdue(order.id);
    const { payment_deadline } = await orderRow(order.id);
    expect(await paidNotice(order, wallTimeMinus(payment_deadline!, 10))).toMatchObject({ status: 200, text: '1|OK' });
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 3,
      closed_reason: null,
    });
    expect(await stockOf(product.id)).toBe(97);
    expect(await paymentsOf(order.id)).toEqual([
      { trade_no: `T${order.order_number}`, amount: (await orderRow(order.id)).total_price, refund_due: 0 },
    ]);
  });
});

describe('a payment made by the deadline whose notice comes after it (issue 35)', () => {
  it('within the grace: the sweep leaves the order open, and the notice pays it (3, no refund)', async () => {
    const { token, product, order } = await place();
    await overdue(order.id, PAYMENT_NOTICE_GRACE_MINUTES - 1);
    expect(await expireOverdue(await db(), now(), { orderId: order.id })).toBe(0);
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({ order_status: 1 });
    const { payment_deadline } = await orderRow(order.id);
    expect(await paidNotice(order, wallTimeMinus(payment_deadline!, 5))).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 3, closed_reason: null });
    expect(await paymentsOf(order.id)).toMatchObject([{ refund_due: 0 }]);
    expect(await stockOf(product.id)).toBe(97);
  });

  it('past the grace: the sweep has expired it (stock back), and the on-time payment is kept as 23 for a refund', async () => {
    const { product, order } = await place();
    await overdue(order.id, PAYMENT_NOTICE_GRACE_MINUTES + 1);
    expect(await expireOverdue(await db(), now(), { orderId: order.id })).toBe(1);
    expect(await stockOf(product.id)).toBe(100);
    const { payment_deadline } = await orderRow(order.id);
    expect(await paidNotice(order, wallTimeMinus(payment_deadline!, 5))).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 23, closed_reason: 'late_payment' });
    expect(await paymentsOf(order.id)).toMatchObject([{ refund_due: 1 }]);
  });

  it('the edges of the grace, to the second: a deadline exactly the grace ago still waits, one second more expires', async () => {
    const { order } = await place();
    const deadline = '2026-11-20 23:59:59';
    await (await db()).update(orders).set({ payment_deadline: deadline }).where(eq(orders.id, order.id));
    const graceOver = wallTimeMinus(deadline, -PAYMENT_NOTICE_GRACE_MINUTES);
    expect(await expireOverdue(await db(), graceOver, { orderId: order.id })).toBe(0);
    const secondLater = new Date(Date.parse(`${graceOver.replace(' ', 'T')}Z`) + 1000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(await expireOverdue(await db(), secondLater, { orderId: order.id })).toBe(1);
  });

  it('a payment made within the grace but after the deadline is late: the order expires at once and the payment is refunded (23)', async () => {
    const { order } = await place();
    await overdue(order.id, 5);
    expect(await paidNotice(order, now())).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 23, closed_reason: 'late_payment' });
  });

  it('the gateway’s page takes no payment past the deadline, grace or not: 410, and a payment tried there expires the card order', async () => {
    const { order } = await cardOrder();
    await overdue(order.id, 5);
    expect((await call('GET', order.url!.replace('/api/web/', ''))).status).toBe(410);
    const paid = await postForm('/api/web/payment-sandbox/pay', { ...paramsOf(order.url!), decision: 'approve' });
    expect(paid.status).toBe(410);
    expect(await orderRow(order.id)).toMatchObject({ order_status: 11, closed_reason: 'expired' });
  });

  it('a failed payment’s notice inside the grace leaves an ATM order waiting, as before its deadline; past the grace it has expired (9, expired)', async () => {
    const { signParams } = await import('@/backend/services/payment/ecpay-sandbox');
    const { token, product, order } = await place();
    await overdue(order.id, 5);
    const { total_price } = await orderRow(order.id);
    const failed = await postForm(
      '/api/web/payments/notify',
      signParams({
        MerchantID: '3002607',
        MerchantTradeNo: order.order_number,
        RtnCode: '10100058',
        RtnMsg: '交易失敗',
        TradeNo: `T${order.order_number}`,
        TradeAmt: String(total_price),
        PaymentDate: gatewayTime(wallTimeMinus(now(), 1)),
        PaymentType: 'ATM_TAISHIN',
      }),
    );
    expect(failed).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 1, closed_reason: null });
    await overdue(order.id);
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 9,
      closed_reason: 'expired',
    });
    expect(await stockOf(product.id)).toBe(100);
  });

  // Issue 52, item 6: opening the link (a link scanner does) expired the order, and the on-time payment became a refund.
  it('a payment page opened past the deadline changes nothing: the notice of a payment made in time still pays the order', async () => {
    const { order } = await cardOrder();
    const inTime = wallTimeMinus(now(), 6);
    await overdue(order.id, 5);
    expect((await call('GET', order.url!.replace('/api/web/', ''))).status).toBe(410);
    expect(await orderRow(order.id)).toMatchObject({ order_status: 2 });
    expect(await paidNotice(order, inTime)).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 3 });
    expect(await paymentsOf(order.id)).toMatchObject([{ refund_due: 0 }]);
  });
});

describe('a decline whose notice comes after the deadline (issue 52)', () => {
  it('inside the grace: recorded as declined (11, its true cause), not expired; the goods go back once', async () => {
    const { token, member, product, order } = await cardOrder();
    await overdue(order.id, 5);
    const triedAt = wallTimeMinus((await orderRow(order.id)).payment_deadline!, 2);
    expect(await declineNotice(order, triedAt)).toMatchObject({ status: 200, text: '1|OK' });
    expect((await call('GET', `orders/${order.id}`, { token })).json.data).toMatchObject({
      order_status: 11,
      closed_reason: 'declined',
      cart_restored: true,
    });
    expect(await stockOf(product.id)).toBe(100);
    expect(await cartOf(member.id)).toMatchObject([{ product_id: product.id, product_quantity: 3 }]);
    // A repeat of the notice changes nothing.
    expect(await declineNotice(order, triedAt)).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 11, closed_reason: 'declined' });
    expect(await stockOf(product.id)).toBe(100);
  });

  it('past the grace: the order had expired (11, expired), as a read would find it', async () => {
    const { order } = await cardOrder();
    await overdue(order.id, PAYMENT_NOTICE_GRACE_MINUTES + 1);
    const triedAt = wallTimeMinus((await orderRow(order.id)).payment_deadline!, 2);
    expect(await declineNotice(order, triedAt)).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 11, closed_reason: 'expired' });
  });
});

describe('a PaymentDate that cannot be is not taken (issue 35)', () => {
  it('0001-01-01 on an overdue order not yet swept: judged by the notice’s arrival, so late (23, refund due); paid_at is the arrival, kept for review', async () => {
    const { order } = await place();
    await overdue(order.id, 5);
    const before = now();
    expect(await paidNotice(order, '0001-01-01 00:00:00')).toMatchObject({ status: 200, text: '1|OK' });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ order_status: 23, closed_reason: 'late_payment' });
    expect(row.paid_at! >= before).toBe(true);
    const [payment] = await reviewOf(order.id);
    expect(payment.paid_at >= before).toBe(true);
    expect(payment.review_note).toMatch(/早於訂單成立時間：0001-01-01 00:00:00/);
    expect(await paymentsOf(order.id)).toMatchObject([{ refund_due: 1 }]);
  });

  it('a date in the future on an open order: paid as of the notice’s arrival, never as of 2099, and kept for review', async () => {
    const { order } = await cardOrder();
    const before = now();
    expect(await paidNotice(order, '2099-01-01 00:00:00')).toMatchObject({ status: 200, text: '1|OK' });
    const row = await orderRow(order.id);
    expect(row.order_status).toBe(3);
    expect(row.paid_at! >= before && row.paid_at! <= now()).toBe(true);
    expect((await reviewOf(order.id))[0].review_note).toMatch(/晚於通知送達時間：2099-01-01 00:00:00/);
  });

  it('a date within a few minutes of the two clocks is taken as it is, with no note', async () => {
    const { order } = await cardOrder();
    const paidAt = wallTimeMinus(now(), -2);
    expect(await paidNotice(order, paidAt)).toMatchObject({ status: 200, text: '1|OK' });
    expect((await orderRow(order.id)).order_status).toBe(3);
    expect((await reviewOf(order.id))[0].review_note).toBeNull();
  });
});

describe('every payment the gateway reports is kept', () => {
  it('a second payment with another trade number for a paid order: acknowledged, kept beside the first with a refund due; a repeat adds nothing', async () => {
    const { order } = await cardOrder();
    const { total_price } = await orderRow(order.id);
    expect(await paidNotice(order, now(), 'FIRST0000000001')).toMatchObject({ status: 200, text: '1|OK' });
    expect(await paidNotice(order, now(), 'SECOND000000002')).toMatchObject({ status: 200, text: '1|OK' });
    expect(await paidNotice(order, now(), 'SECOND000000002')).toMatchObject({ status: 200, text: '1|OK' });
    expect(await orderRow(order.id)).toMatchObject({ order_status: 3, thirdparty_payment_number: 'FIRST0000000001' });
    expect(await paymentsOf(order.id)).toEqual([
      { trade_no: 'FIRST0000000001', amount: total_price, refund_due: 0 },
      { trade_no: 'SECOND000000002', amount: total_price, refund_due: 1 },
    ]);
  });

  it.each([
    ['a card order paid at the gateway (3)', 'card'],
    ['an ATM order paid by transfer (3)', 'ATM'],
    ['a card order the company moved on to 4', 'card-4'],
  ])(
    '%s, then cancelled by its member: 9, its payment marked refund due, the stock back (issue 35)',
    async (_label, kind) => {
      const { token, product, order } = kind === 'ATM' ? await place() : await cardOrder();
      expect(await paidNotice(order, now())).toMatchObject({ status: 200, text: '1|OK' });
      if (kind === 'card-4') await (await db()).update(orders).set({ order_status: 4 }).where(eq(orders.id, order.id));
      expect(await paymentsOf(order.id)).toMatchObject([{ refund_due: 0 }]);
      const cancel = await call('PUT', `orders/${order.id}`, { token, body: { order_status: 9 } });
      expect(cancel).toMatchObject({ status: 200, json: { data: { order_status: 9, closed_reason: 'member' } } });
      expect(await paymentsOf(order.id)).toEqual([
        { trade_no: `T${order.order_number}`, amount: (await orderRow(order.id)).total_price, refund_due: 1 },
      ]);
      expect(await stockOf(product.id)).toBe(100);
      // A repeated cancel changes nothing.
      expect((await call('PUT', `orders/${order.id}`, { token, body: { order_status: 9 } })).status).toBe(200);
      expect(await paymentsOf(order.id)).toHaveLength(1);
    },
  );

  it('a late payment (23) and a second late one with another trade number: both kept, each with a refund due', async () => {
    const { token, order } = await cardOrder();
    expect((await call('PUT', `orders/${order.id}`, { token, body: { order_status: 9 } })).status).toBe(200);
    await paidNotice(order, now(), 'LATE00000000001');
    await paidNotice(order, now(), 'LATE00000000002');
    expect(await orderRow(order.id)).toMatchObject({ order_status: 23, thirdparty_payment_number: 'LATE00000000001' });
    expect((await paymentsOf(order.id)).map(({ trade_no, refund_due }) => [trade_no, refund_due])).toEqual([
      ['LATE00000000001', 1],
      ['LATE00000000002', 1],
    ]);
  });
});
