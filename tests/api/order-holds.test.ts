import { asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { orders, remittanceDays } from '@/backend/db/schema';
import { taipeiDate, taipeiDateTime } from '@/lib/domain/clock';
import {
  MAX_DECLINED_CARDS_OF_A_PRODUCT,
  MAX_UNPAID_HOLDS_OF_A_PRODUCT,
  ORDER_MESSAGES,
  OFFERED_REMITTANCE_DAYS,
  UNPAID_HOLD_MEMORY_DAYS,
  wallTimeMinus,
} from '@/lib/domain/orders';
import { call, postForm, withFreshDatabase } from '../support/api';
import { racing } from '../support/postgres';
import { addToCart, orderPayload, productWith, shopper, stockOf, submitOrder, type Line } from '../support/orders';
import { productByNumber } from '../support/products';

withFreshDatabase();

/**
 * How long and how much stock an unpaid order may hold (docs/api-contract.md "Order life: payments, deadlines, failures and refunds"): ATM
 * remittance days only among the first OFFERED_REMITTANCE_DAYS from today, and one member's unpaid
 * orders never more of a product than its purchase limit.
 */

/** Every remittance day the shop's table has from today on (the seed holds 20 working days). */
const tableDays = async () =>
  (
    await (
      await getDb()
    )
      .select({ day: remittanceDays.day })
      .from(remittanceDays)
      .where(gte(remittanceDays.day, taipeiDate(new Date())))
      .orderBy(asc(remittanceDays.day))
  ).map((row) => row.day);
const ordersOf = async (memberId: number) =>
  (await getDb()).select().from(orders).where(eq(orders.member_id, memberId));

describe('ATM remittance days: the first three from today', () => {
  it('GET remittance-days offers exactly the first three of the table', async () => {
    const days = await tableDays();
    expect(days.length).toBeGreaterThan(OFFERED_REMITTANCE_DAYS);
    const offered = (await call('GET', 'remittance-days')).json.data.map((row: { day: string }) => row.day);
    expect(offered).toEqual(days.slice(0, OFFERED_REMITTANCE_DAYS));
  });

  it('POST orders takes the third day (held until its last second) and refuses the fourth: 422 on atm_day, nothing held', async () => {
    const days = await tableDays();
    const { token } = await shopper();
    const product = await productWith();
    const line = await addToCart(token, product, 2);
    const fourth = await submitOrder(token, await orderPayload([line], { atm_day: days[OFFERED_REMITTANCE_DAYS] }));
    expect(fourth).toMatchObject({
      status: 422,
      json: { message: ORDER_MESSAGES.atmDay, errors: { atm_day: [ORDER_MESSAGES.atmDay] } },
    });
    expect(await stockOf(product.id)).toBe(100);
    const third = await submitOrder(token, await orderPayload([line], { atm_day: days[OFFERED_REMITTANCE_DAYS - 1] }));
    expect(third.status).toBe(201);
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.id, third.json.data.id));
    expect(order.payment_deadline).toBe(`${days[OFFERED_REMITTANCE_DAYS - 1]} 23:59:59`);
  });

  it('the issue’s scenario: ATM orders for all 10 units of 08007 on the last day of the table, 10 at once from 3 members, are all refused; the stock stays 10', async () => {
    const product = await productByNumber('08007');
    const lastDay = (await tableDays()).at(-1)!;
    const members = await Promise.all([shopper(), shopper(), shopper()]);
    const lines = await Promise.all(members.map(({ token }) => addToCart(token, product, 10)));
    const submits = [4, 3, 3].flatMap((count, index) =>
      Array.from({ length: count }, () => ({ token: members[index].token, line: lines[index] })),
    );
    const payloads = await Promise.all(submits.map(({ line }) => orderPayload([line], { atm_day: lastDay })));
    const answers = await racing(() =>
      Promise.all(submits.map(({ token }, index) => submitOrder(token, payloads[index]))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.json).toMatchObject({
        message: ORDER_MESSAGES.atmDay,
        errors: { atm_day: [ORDER_MESSAGES.atmDay] },
      });
    }
    expect(await stockOf(product.id)).toBe(10);
    for (const { member } of members) expect(await ordersOf(member.id)).toHaveLength(0);
  });
});

describe('one member’s unpaid orders hold at most a product’s purchase limit', () => {
  /** Puts `quantity` of the product in the member's cart and orders it by ATM: one unpaid order. */
  async function holdUnpaid(token: string, product: Awaited<ReturnType<typeof productWith>>, quantity: number) {
    const response = await submitOrder(token, await orderPayload([await addToCart(token, product, quantity)]));
    expect(response.status).toBe(201);
    return response.json.data as { id: number; order_number: string };
  }

  it('a second unpaid order past the limit is refused (422 on order_items); paid or cancelled orders no longer hold', async () => {
    const product = await productWith({ max_limited_buy: 4 });
    const { token } = await shopper();
    const first = await holdUnpaid(token, product, 3);
    const line = await addToCart(token, product, 2);
    const refused = await submitOrder(token, await orderPayload([line]));
    expect(refused).toMatchObject({
      status: 422,
      json: {
        message: ORDER_MESSAGES.unpaidHold(product.name, 3, 4),
        errors: { order_items: [ORDER_MESSAGES.unpaidHold(product.name, 3, 4)] },
      },
    });
    expect(await stockOf(product.id)).toBe(97);
    // One more is within the limit.
    expect(
      (await call('PUT', `user/shopping-carts/${line.line.id}`, { token, body: { product_quantity: 1 } })).status,
    ).toBe(200);
    const within: Line = { line: { id: line.line.id, product_quantity: 1 }, product };
    const second = await submitOrder(token, await orderPayload([within]));
    expect(second.status).toBe(201);
    // Cancelling the first frees what it held.
    expect((await call('PUT', `orders/${first.id}`, { token, body: { order_status: 9 } })).status).toBe(200);
    expect((await submitOrder(token, await orderPayload([await addToCart(token, product, 3)]))).status).toBe(201);
  });

  it('10 submits at once from 3 members who each hold 3 of a limit of 4: every one refused, nobody holds more than 4', async () => {
    const product = await productWith({ max_limited_buy: 4 });
    const members = await Promise.all([shopper(), shopper(), shopper()]);
    for (const { token } of members) await holdUnpaid(token, product, 3);
    const lines = await Promise.all(members.map(({ token }) => addToCart(token, product, 2)));
    const submits = [4, 3, 3].flatMap((count, index) => Array.from({ length: count }, () => index));
    const payloads = await Promise.all(submits.map((index) => orderPayload([lines[index]])));
    const answers = await racing(() =>
      Promise.all(submits.map((index, n) => submitOrder(members[index].token, payloads[n]))),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({
        status: 422,
        json: { errors: { order_items: [expect.stringContaining('每人最多保留 4 件')] } },
      });
    expect(await stockOf(product.id)).toBe(91);
    for (const { member } of members) expect(await ordersOf(member.id)).toHaveLength(1);
  });
});

describe('cancelling and ordering again does not renew a hold without end (issue 35)', () => {
  const cancel = (token: string, id: number) => call('PUT', `orders/${id}`, { token, body: { order_status: 9 } });
  const placeAndCancel = async (
    token: string,
    product: Awaited<ReturnType<typeof productByNumber>>,
    quantity: number,
  ) => {
    const placed = await submitOrder(token, await orderPayload([await addToCart(token, product, quantity)]));
    expect(placed.status).toBe(201);
    expect((await cancel(token, placed.json.data.id)).status).toBe(200);
    return placed.json.data.id as number;
  };

  it(`the issue’s scenario: 05003 × 7 placed and cancelled again and again: the ${MAX_UNPAID_HOLDS_OF_A_PRODUCT + 1}th order is refused, saying until when`, async () => {
    const product = await productByNumber('05003');
    const { token, member } = await shopper();
    const stock = await stockOf(product.id);
    for (let i = 0; i < MAX_UNPAID_HOLDS_OF_A_PRODUCT; i++) await placeAndCancel(token, product, 7);
    const refused = await submitOrder(token, await orderPayload([await addToCart(token, product, 7)]));
    expect(refused.status).toBe(422);
    expect(refused.json.errors.order_items[0]).toMatch(
      new RegExp(
        `^您近 ${UNPAID_HOLD_MEMORY_DAYS} 天內已有 ${MAX_UNPAID_HOLDS_OF_A_PRODUCT} 筆含 ${product.name} 的訂單未付款.*請於 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} 後再訂購此商品$`,
      ),
    );
    expect(await stockOf(product.id)).toBe(stock);
    expect(await ordersOf(member.id)).toHaveLength(MAX_UNPAID_HOLDS_OF_A_PRODUCT);
  });

  it('08007, all 10 held by ATM three times in a row: no fourth hold, the stock stays 10', async () => {
    const product = await productByNumber('08007');
    const { token } = await shopper();
    for (let i = 0; i < MAX_UNPAID_HOLDS_OF_A_PRODUCT; i++) await placeAndCancel(token, product, 10);
    // 08007 earns the demo's activities, whose own three-cancellations rule (4014, 403) answers first; the count of holds stands behind it.
    const fourth = await submitOrder(token, await orderPayload([await addToCart(token, product, 10)]));
    expect([403, 422]).toContain(fourth.status);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('an unpaid order still open counts, a paid one does not; another product is not held back; a closed order older than the memory no longer counts', async () => {
    const product = await productWith();
    const other = await productWith();
    const { token } = await shopper();
    const first = await placeAndCancel(token, product, 1);
    await placeAndCancel(token, product, 1);
    const open = await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]));
    expect(open.status).toBe(201);
    expect((await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]))).status).toBe(422);
    expect((await submitOrder(token, await orderPayload([await addToCart(token, other, 1)]))).status).toBe(201);
    await (
      await getDb()
    )
      .update(orders)
      .set({ order_status: 3, paid_at: taipeiDateTime(new Date()) })
      .where(eq(orders.id, open.json.data.id));
    const afterPaying = await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]));
    expect(afterPaying.status).toBe(201);
    expect((await cancel(token, afterPaying.json.data.id)).status).toBe(200);
    expect((await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]))).status).toBe(422);
    const longAgo = wallTimeMinus(taipeiDateTime(new Date()), UNPAID_HOLD_MEMORY_DAYS * 24 * 60 + 1);
    await (await getDb()).update(orders).set({ created_at: longAgo }).where(eq(orders.id, first));
    expect((await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]))).status).toBe(201);
  });
});

describe('declining a card and ordering again does not renew a hold without end (issue 52)', () => {
  const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://shop.local').searchParams);
  const cardPayload = (line: Line) => orderPayload([line], { payment: 2, installment: 0 });
  /** A card order of the product, declined at the gateway's page: the goods held until then go back to the cart. */
  async function placeAndDecline(token: string, product: Awaited<ReturnType<typeof productWith>>) {
    const placed = await submitOrder(token, await cardPayload(await addToCart(token, product, 1)));
    expect(placed.status).toBe(201);
    const { url } = placed.json.data as { url: string };
    expect((await postForm('/api/web/payment-sandbox/pay', { ...paramsOf(url), decision: 'decline' })).status).toBe(
      303,
    );
    return placed.json.data.id as number;
  }

  it(`after ${MAX_DECLINED_CARDS_OF_A_PRODUCT} declined card orders of a product in ${UNPAID_HOLD_MEMORY_DAYS} days a further card order of it is refused, saying until when; ATM and other goods stay open`, async () => {
    const product = await productWith();
    const other = await productWith();
    const { token, member } = await shopper();
    const first = await placeAndDecline(token, product);
    for (let i = 1; i < MAX_DECLINED_CARDS_OF_A_PRODUCT; i++) await placeAndDecline(token, product);
    expect(await ordersOf(member.id)).toHaveLength(MAX_DECLINED_CARDS_OF_A_PRODUCT);

    const refused = await submitOrder(token, await cardPayload(await addToCart(token, product, 1)));
    expect(refused.status).toBe(422);
    expect(refused.json.errors.order_items[0]).toMatch(
      new RegExp(
        `^您近 ${UNPAID_HOLD_MEMORY_DAYS} 天內已有 ${MAX_DECLINED_CARDS_OF_A_PRODUCT} 筆含 ${product.name} 的訂單信用卡付款失敗，請改以 ATM 轉帳付款，或於 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} 後再以信用卡訂購此商品$`,
      ),
    );
    expect(await stockOf(product.id)).toBe(100);
    expect(await ordersOf(member.id)).toHaveLength(MAX_DECLINED_CARDS_OF_A_PRODUCT);

    // Another product by card, and this one by ATM (under the bound of unpaid holds), are still taken.
    const byCard = await submitOrder(token, await cardPayload(await addToCart(token, other, 1)));
    expect(byCard.status).toBe(201);
    const byAtm = await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]));
    expect(byAtm.status).toBe(201);

    // A decline older than the memory no longer counts.
    const longAgo = wallTimeMinus(taipeiDateTime(new Date()), UNPAID_HOLD_MEMORY_DAYS * 24 * 60 + 1);
    await (await getDb()).update(orders).set({ created_at: longAgo }).where(eq(orders.id, first));
    expect((await submitOrder(token, await cardPayload(await addToCart(token, product, 1)))).status).toBe(201);
  });

  it('a member whose card fails once tries again by card and pays; the decline does not count among the unpaid holds', async () => {
    const product = await productWith();
    const { token } = await shopper();
    // Two orders cancelled before paying: one more unpaid hold is all the bound of unpaid holds leaves.
    for (let i = 0; i < MAX_UNPAID_HOLDS_OF_A_PRODUCT - 1; i++) {
      const placed = await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]));
      expect((await call('PUT', `orders/${placed.json.data.id}`, { token, body: { order_status: 9 } })).status).toBe(
        200,
      );
    }
    await placeAndDecline(token, product);
    const retry = await submitOrder(token, await cardPayload(await addToCart(token, product, 1)));
    expect(retry.status).toBe(201);
    const { url } = retry.json.data as { url: string };
    expect((await postForm('/api/web/payment-sandbox/pay', { ...paramsOf(url), decision: 'approve' })).status).toBe(
      303,
    );
    expect((await call('GET', `orders/${retry.json.data.id}`, { token })).json.data).toMatchObject({
      order_status: 3,
    });
  });
});
