import { signParams } from '@/backend/services/payment/ecpay-sandbox';
import { ACTIVITY_MESSAGES } from '@/lib/domain/activities';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import {
  activityRow,
  drawRows,
  itemRow,
  makeActivity,
  pauseOtherActivities,
  setItem,
  setOrderStatus,
} from '../support/activities';
import { call, postForm, withFreshDatabase } from '../support/api';
import { addToCart, orderPayload, productWith, shopper, stockOf, submitOrder } from '../support/orders';

withFreshDatabase();

/** The red packets (activities_five): draws earned by an order, each opened once, the prize decided by the server. */

beforeAll(() => pauseOtherActivities());

type Draw = {
  id: number;
  order_id: number;
  activity_id: number;
  activity_title: string;
  opened_at: string | null;
  product: { id: number; product_number: string; name: string; images: unknown[] } | null;
  product_name: string | null;
};

/** A raffle of the test's own: every 1,000 PV of its condition product earns a draw (at most 5); two gifts of 5 each, 50 % each. */
async function raffle(quotas: [number, number] = [5, 5]) {
  const condition = await productWith({ pv: 1000 });
  const gifts = [await productWith({ pv: 10 }), await productWith({ pv: 10 })];
  const { activity, items } = await makeActivity(
    { ruleable_type: 'RuleRaffle', per_buy_pv: 1000, max_iterative: 5, is_accumulated: 1, remaining_quota: 20 },
    {
      conditions: [condition],
      gifts: gifts.map((product, index) => ({ product, probability: '50.00', remaining_gift_quota: quotas[index] })),
    },
  );
  return { activity, items, condition, gifts };
}

/** A member's ATM order that earned `draws` draws of the raffle, paid (3) unless `paid` is false (1: its draws wait). */
async function orderWithDraws(fixture: Awaited<ReturnType<typeof raffle>>, draws: number, { paid = true } = {}) {
  const { member, token } = await shopper();
  const line = await addToCart(token, fixture.condition, draws);
  const response = await submitOrder(
    token,
    await orderPayload([line], { activities: [{ activity_id: fixture.activity.id, items: [], draws }] }),
  );
  expect(response.status).toBe(201);
  const orderId = response.json.data.id as number;
  if (paid) await setOrderStatus(orderId, 3);
  return { member, token, orderId, orderNumber: response.json.data.order_number as string };
}

const list = async (token: string, orderId: number) =>
  (await call('GET', `activities_five/${orderId}`, { token })).json.data as Draw[];
const open = (token: string, orderId: number, drawId: number) =>
  call('PUT', `activities_five/${orderId}/${drawId}`, { token, body: { id: 1, product_number: 'x' } });
const giftQuotas = async (items: { id: number }[]) =>
  Promise.all(items.map(async (item) => (await itemRow(item.id)).remaining_gift_quota!));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('GET activities_five/{order_id}', () => {
  it('lists the order’s draws by id, unopened, and the order spent one raffle quota per draw', async () => {
    const fixture = await raffle();
    const { token, orderId } = await orderWithDraws(fixture, 3);
    const draws = await list(token, orderId);
    expect(draws).toHaveLength(3);
    expect(draws.map((draw) => draw.id)).toEqual([...draws.map((draw) => draw.id)].sort((a, b) => a - b));
    for (const draw of draws) {
      expect(draw).toEqual({
        id: draw.id,
        order_id: orderId,
        activity_id: fixture.activity.id,
        activity_title: fixture.activity.title,
        opened_at: null,
        product: null,
        product_name: null,
      });
    }
    expect((await activityRow(fixture.activity.id)).remaining_quota).toBe(17);
  });

  it('gives the draws an order earns when the payload names no draws (member §7’s activities: the gift items only)', async () => {
    const fixture = await raffle();
    const { token } = await shopper();
    const line = await addToCart(token, fixture.condition, 2);
    const response = await submitOrder(
      token,
      await orderPayload([line], { activities: [{ activity_id: fixture.activity.id, items: [] }] }),
    );
    expect(response.status).toBe(201);
    expect(await list(token, response.json.data.id)).toHaveLength(2);
  });

  it('is 404 查無此訂單 for a missing, malformed or another member’s order, and 401 without a token', async () => {
    const { orderId } = await orderWithDraws(await raffle(), 1);
    const other = await shopper();
    for (const path of [`activities_five/${orderId}`, 'activities_five/99999999', 'activities_five/abc']) {
      const response = await call('GET', path, { token: other.token });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe(ORDER_MESSAGES.fetchFailed);
    }
    expect((await call('GET', `activities_five/${orderId}`)).status).toBe(401);
  });
});

describe('PUT activities_five/{order_id}/{draw_id}', () => {
  it('opens a draw: the prize is one of the raffle’s gifts, one gift quota and one stock are spent, and the order shows it as a gift line', async () => {
    const fixture = await raffle();
    const { token, orderId } = await orderWithDraws(fixture, 2);
    const [first] = await list(token, orderId);
    const stockBefore = sum(await Promise.all(fixture.gifts.map((gift) => stockOf(gift.id))));
    const response = await open(token, orderId, first.id);
    expect(response.status).toBe(200);
    const opened = response.json.data as Draw;
    expect(opened).toMatchObject({ id: first.id, order_id: orderId, activity_id: fixture.activity.id });
    expect(opened.opened_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const prize = fixture.gifts.find((gift) => gift.id === opened.product?.id)!;
    expect(prize).toBeDefined();
    expect(opened.product).toMatchObject({ product_number: prize.product_number, name: prize.name });
    expect(opened.product_name).toBe(prize.name);
    expect(sum(await giftQuotas(fixture.items))).toBe(9);
    expect(sum(await Promise.all(fixture.gifts.map((gift) => stockOf(gift.id))))).toBe(stockBefore - 1);
    expect((await activityRow(fixture.activity.id)).remaining_quota).toBe(18);

    const detail = await call('GET', `orders/${orderId}`, { token });
    const prizeLines = detail.json.data.order_items.filter(
      (item: { activity_id: number | null }) => item.activity_id === fixture.activity.id,
    );
    const item = fixture.items.find((row) => row.product_id === prize.id)!;
    expect(
      prizeLines.map((line: Record<string, unknown>) => [
        line.product_id,
        line.activity_item_id,
        line.product_quantity,
        line.price,
        line.pv,
      ]),
    ).toEqual([[prize.id, item.id, 1, 0, 0]]);
    const listed = await list(token, orderId);
    expect(listed[0]).toEqual(opened);
    expect(listed[1].opened_at).toBeNull();
  });

  it('opening the same draw again answers the same prize and spends nothing', async () => {
    const fixture = await raffle();
    const { token, orderId } = await orderWithDraws(fixture, 1);
    const [draw] = await list(token, orderId);
    const first = (await open(token, orderId, draw.id)).json.data as Draw;
    const quotas = await giftQuotas(fixture.items);
    const again = await open(token, orderId, draw.id);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first);
    expect(await giftQuotas(fixture.items)).toEqual(quotas);
  });

  it('opened from several tabs at once, a draw gives one prize and spends one quota', async () => {
    const fixture = await raffle();
    const { token, orderId } = await orderWithDraws(fixture, 1);
    const [draw] = await list(token, orderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(token, orderId, draw.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json.data.product.id)).size).toBe(1);
    expect(sum(await giftQuotas(fixture.items))).toBe(9);
    const detail = await call('GET', `orders/${orderId}`, { token });
    expect(
      detail.json.data.order_items.filter(
        (item: { activity_id: number | null }) => item.activity_id === fixture.activity.id,
      ),
    ).toHaveLength(1);
  });

  it('draws only among the gifts with quota left; when none is left, 409 抽獎贈品已全數送完 and the draw stays closed', async () => {
    const fixture = await raffle([0, 3]);
    const { token, orderId } = await orderWithDraws(fixture, 4);
    const draws = await list(token, orderId);
    for (const draw of draws.slice(0, 3))
      expect((await open(token, orderId, draw.id)).json.data.product.id).toBe(fixture.gifts[1].id);
    const gone = await open(token, orderId, draws[3].id);
    expect(gone.status).toBe(409);
    expect(gone.json.message).toBe(ACTIVITY_MESSAGES.prizesGone);
    expect((await drawRows(orderId)).find((row) => row.id === draws[3].id)?.opened_at).toBeNull();
    expect(await giftQuotas(fixture.items)).toEqual([0, 0]);
  });

  it('gifts of probability 0 are drawn evenly when they are all that is left', async () => {
    const fixture = await raffle();
    await setItem(fixture.items[0].id, { probability: '00.00' });
    await setItem(fixture.items[1].id, { probability: '00.00' });
    const { token, orderId } = await orderWithDraws(fixture, 1);
    const [draw] = await list(token, orderId);
    expect(fixture.gifts.map((gift) => gift.id)).toContain((await open(token, orderId, draw.id)).json.data.product.id);
  });

  it('another member cannot open the draws (404 查無此抽獎), nor can anyone open a draw of another order or one that does not exist', async () => {
    const fixture = await raffle();
    const { token, orderId } = await orderWithDraws(fixture, 1);
    const [draw] = await list(token, orderId);
    const other = await orderWithDraws(fixture, 1);
    for (const [caller, order, id] of [
      [other.token, orderId, draw.id],
      [token, other.orderId, draw.id],
      [token, orderId, 99999999],
      [token, orderId, 'abc'],
    ] as const) {
      const response = await open(caller, order, id as number);
      expect(response.status).toBe(404);
      expect(response.json.message).toBe(ACTIVITY_MESSAGES.drawNotFound);
    }
    expect((await list(token, orderId))[0].opened_at).toBeNull();
    expect(sum(await giftQuotas(fixture.items))).toBe(10);
  });
});

describe('a cancelled order’s draws', () => {
  it('cannot be opened (409 此訂單的抽獎已失效); cancelling gave each draw’s unit back to the raffle and each opened draw’s back to its gift and stock', async () => {
    const fixture = await raffle();
    const { token, orderId } = await orderWithDraws(fixture, 3);
    const draws = await list(token, orderId);
    const opened = (await open(token, orderId, draws[0].id)).json.data as Draw;
    const prizeStock = await stockOf(opened.product!.id);
    expect((await activityRow(fixture.activity.id)).remaining_quota).toBe(17);

    expect((await call('PUT', `orders/${orderId}`, { token, body: { order_status: 9 } })).status).toBe(200);
    expect((await activityRow(fixture.activity.id)).remaining_quota).toBe(20);
    expect(sum(await giftQuotas(fixture.items))).toBe(10);
    expect(await stockOf(opened.product!.id)).toBe(prizeStock + 1);

    const closed = await open(token, orderId, draws[1].id);
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe(ACTIVITY_MESSAGES.drawClosed);
    // The opened one still answers what it gave.
    expect((await open(token, orderId, draws[0].id)).json.data).toEqual(opened);
  });

  it('a card order whose payment failed (11) has closed draws too', async () => {
    const fixture = await raffle();
    const { token, orderId } = await orderWithDraws(fixture, 1);
    await setOrderStatus(orderId, 11);
    const [draw] = await list(token, orderId);
    expect((await open(token, orderId, draw.id)).status).toBe(409);
  });
});

describe('an ATM order’s draws wait for its transfer', () => {
  it('409 付款完成後即可抽獎 while unpaid (1): no prize drawn, no quota spent; open once the bank’s paid notice arrives', async () => {
    const fixture = await raffle();
    const { token, orderId, orderNumber } = await orderWithDraws(fixture, 1, { paid: false });
    const [draw] = await list(token, orderId);
    const waiting = await open(token, orderId, draw.id);
    expect(waiting).toMatchObject({ status: 409, json: { message: ACTIVITY_MESSAGES.drawAwaitsPayment } });
    expect((await list(token, orderId))[0]).toMatchObject({ opened_at: null, product: null });
    expect(sum(await giftQuotas(fixture.items))).toBe(10);

    const { total_price } = (await call('GET', `orders/${orderId}`, { token })).json.data;
    const notice = signParams({
      MerchantID: '3002607',
      MerchantTradeNo: orderNumber,
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeNo: `A${orderNumber}`,
      TradeAmt: String(total_price),
      PaymentDate: '2026/11/23 10:00:00',
      PaymentType: 'ATM_TAISHIN',
    });
    expect((await postForm('/api/web/payments/notify', notice)).text).toBe('1|OK');
    const opened = await open(token, orderId, draw.id);
    expect(opened.status).toBe(200);
    expect(opened.json.data.product).not.toBeNull();
  });
});

describe('a card order’s draws (issue: declined cards redrew without limit)', () => {
  /** A card order (status 2) of the raffle's condition product that earned `draws` draws. */
  async function cardOrderWithDraws(fixture: Awaited<ReturnType<typeof raffle>>, draws: number, token: string) {
    const line = await addToCart(token, fixture.condition, draws);
    const response = await submitOrder(
      token,
      await orderPayload([line], {
        payment: 2,
        installment: 0,
        activities: [{ activity_id: fixture.activity.id, items: [], draws }],
      }),
    );
    expect(response.status).toBe(201);
    expect(response.json.data.order_status).toBe(2);
    return response.json.data as { id: number; order_number: string };
  }

  /** The gateway declines the order's card (a signed notice, as the sandbox's 拒絕付款 sends it). */
  const declined = async (order: { id: number; order_number: string }, token: string) => {
    const { total_price } = (await call('GET', `orders/${order.id}`, { token })).json.data;
    const params = signParams({
      MerchantID: '3002607',
      MerchantTradeNo: order.order_number,
      RtnCode: '10200095',
      RtnMsg: '交易失敗',
      TradeNo: `T${order.order_number}`,
      TradeAmt: String(total_price),
      PaymentDate: '2026/11/23 10:00:00',
      PaymentType: 'Credit_CreditCard',
    });
    expect((await postForm('/api/web/payments/notify', params)).text).toBe('1|OK');
  };

  it('open only once the card payment is paid: 409 付款完成後即可抽獎 while it is processing', async () => {
    const fixture = await raffle();
    const { token } = await shopper();
    const order = await cardOrderWithDraws(fixture, 1, token);
    const [draw] = await list(token, order.id);
    const waiting = await open(token, order.id, draw.id);
    expect(waiting.status).toBe(409);
    expect(waiting.json.message).toBe(ACTIVITY_MESSAGES.drawAwaitsPayment);
    expect(sum(await giftQuotas(fixture.items))).toBe(10);
    await setOrderStatus(order.id, 3);
    expect((await open(token, order.id, draw.id)).status).toBe(200);
  });

  it('three declined card orders that earned draws pause the activity for the member (4014), like three cancellations', async () => {
    const fixture = await raffle();
    const { token } = await shopper();
    for (let i = 0; i < 3; i++) await declined(await cardOrderWithDraws(fixture, 1, token), token);
    const line = await addToCart(token, fixture.condition, 1);
    const fourth = await submitOrder(
      token,
      await orderPayload([line], {
        payment: 2,
        installment: 0,
        activities: [{ activity_id: fixture.activity.id, items: [], draws: 1 }],
      }),
    );
    expect(fourth.status).toBe(403);
    expect(fourth.json).toMatchObject({ status_from_backend: 4014, error_activity_id: fixture.activity.id });
  });
});
