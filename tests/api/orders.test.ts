import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import {
  orderItems,
  orders,
  performances,
  products,
  settlementDays,
  shopSystems,
  shoppingCarts,
} from '@/backend/db/schema';
import { CART_MESSAGES } from '@/lib/domain/cart';
import { taipeiDate, taipeiDateTime } from '@/lib/domain/clock';
import { ORDER_MESSAGES, ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import { call, withFreshDatabase } from '../support/api';
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

const db = () => getDb();
const ordersOf = async (memberId: number) => (await db()).select().from(orders).where(eq(orders.member_id, memberId));
const itemsOf = async (orderId: number) =>
  (await db()).select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.id));
const setStatus = async (orderId: number, order_status: number) =>
  (await db()).update(orders).set({ order_status }).where(eq(orders.id, orderId));
const hoursFromNow = (hours: number) => taipeiDateTime(new Date(Date.now() + hours * 3_600_000));

describe('POST orders: an ATM order delivered home', () => {
  it('answers 201 with status 1 and no url, stores the order from the API’s own prices, books stock and empties the ordered line', async () => {
    const { member, token, product, line, payload } = await readyToOrder({ quantity: 2 });
    const response = await submitOrder(token, payload);
    expect(response.status).toBe(201);
    expect(response.json.data).toMatchObject({ payment: 'ATM', order_status: 1, url: null });
    expect(response.json.data.order_number).toMatch(new RegExp(`^W${taipeiDate(new Date()).replace(/-/g, '')}\\d{6}$`));

    const detail = await call('GET', `orders/${response.json.data.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({
      total_price: 2 * 1200 + 100,
      total_pv: 2 * 960,
      shipping_fee: 100,
      payment: 'ATM',
      atm_day: payload.atm_day,
      card_number: '12345',
      carrier_type: 1,
    });
    expect(detail.json.data).not.toHaveProperty('member_id');
    const items = detail.json.data.order_items;
    expect(
      items.map((item: { product_number: string; product_quantity: number; price: number; pv: number }) => [
        item.product_number,
        item.product_quantity,
        item.price,
        item.pv,
      ]),
    ).toEqual([
      [product.product_number, 2, 1200, 960],
      ['06004', 1, 100, 0],
    ]);
    expect(items[0].products).toMatchObject({ id: product.id, name: product.name, member_price: 1200 });
    expect(await stockOf(product.id)).toBe(98);
    expect(await (await db()).select().from(shoppingCarts).where(eq(shoppingCarts.id, line.line.id))).toHaveLength(0);
    expect(await ordersOf(member.id)).toHaveLength(1);
  });

  it('keeps the cart lines the order does not name', async () => {
    const { token } = await shopper();
    const [a, b] = [await productWith(), await productWith()];
    const [lineA, lineB] = [await addToCart(token, a), await addToCart(token, b)];
    expect((await submitOrder(token, await orderPayload([lineA]))).status).toBe(201);
    const cart = await call('GET', 'user/shopping-carts', { token });
    expect(cart.json.data.map((line: { id: number }) => line.id)).toEqual([lineB.line.id]);
  });

  it('needs a bearer token', async () => {
    expect((await call('POST', 'orders', { body: {} })).status).toBe(401);
  });
});

describe('POST orders: the gates, in the contract’s order', () => {
  const refused = async (member: Record<string, unknown>) => {
    const { token, payload } = await readyToOrder({ member });
    return submitOrder(token, payload);
  };

  it.each([
    [
      'suspended (credit_audit N) before anything else',
      { credit_audit: 'N', exited_at: '2025-01-01 00:00:00', activated_at: null, email: null },
      403,
      4004,
    ],
    ['suspended (credit_audit X)', { credit_audit: 'X' }, 403, 4004],
    ['suspended (credit_audit Z)', { credit_audit: 'Z' }, 403, 4004],
    ['suspended (credit_audit n, lower case, as the login page reads it)', { credit_audit: 'n' }, 403, 4004],
    ['exited before not activated', { exited_at: '2025-01-01 00:00:00', activated_at: null }, 403, 4005],
    ['not activated before expired', { activated_at: null, expiry_day: '2020-12-31' }, 403, 4003],
    ['expired with no year PV, before the missing e-mail', { expiry_day: '2020-12-31', email: null }, 403, 4001],
  ])('%s', async (_label, member, status, code) => {
    const response = await refused(member);
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ status_from_backend: code, message: ORDER_SUBMIT_ERRORS[code].message });
  });

  it('lets an expired member with a year PV of 6,000 or more order', async () => {
    const { member, token, payload } = await readyToOrder({ member: { expiry_day: '2020-12-31' } });
    const yyyymm = taipeiDate(new Date()).slice(0, 7).replace('-', '');
    await (await db()).insert(performances).values({ member_id: member.id, yyyymm, year_pv: 6000 });
    expect((await submitOrder(token, payload)).status).toBe(201);
  });

  it('refuses a member without an e-mail with 422 and the spec’s message', async () => {
    for (const email of [null, '  ']) {
      const response = await refused({ email });
      expect(response.status).toBe(422);
      expect(response.json.message).toBe(ORDER_MESSAGES.noEmail);
    }
  });

  it('answers 4006 while this month’s settlement runs', async () => {
    const database = await db();
    const [settlement] = await database.select().from(settlementDays);
    const { token, payload } = await readyToOrder();
    await database
      .update(settlementDays)
      .set({ status: 1, started_at: hoursFromNow(-1), finished_at: hoursFromNow(1) })
      .where(eq(settlementDays.id, settlement.id));
    try {
      const response = await submitOrder(token, payload);
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({ status_from_backend: 4006, message: ORDER_MESSAGES.settlement });
    } finally {
      await database.update(settlementDays).set(settlement).where(eq(settlementDays.id, settlement.id));
    }
    expect((await submitOrder(token, payload)).status).toBe(201);
  });

  describe('a closed shop (4006), both readings of the window', () => {
    const closedAnswer = { status_from_backend: 4006, message: ORDER_SUBMIT_ERRORS[4006].message };
    let system: typeof shopSystems.$inferSelect;
    const setShop = async (values: Partial<typeof shopSystems.$inferInsert>) =>
      (await db()).update(shopSystems).set(values).where(eq(shopSystems.id, system.id));
    const attempt = async () => {
      const { token, payload } = await readyToOrder();
      return submitOrder(token, payload);
    };

    beforeAll(async () => {
      [system] = await (await db()).select().from(shopSystems);
    });
    afterEach(async () => {
      delete process.env.SHOP_CLOSED_READING;
      await setShop(system);
    });

    it('status 0 is closed whatever the reading', async () => {
      await setShop({ status: 0 });
      for (const reading of ['inside-window', 'outside-window']) {
        process.env.SHOP_CLOSED_READING = reading;
        const response = await attempt();
        expect(response.status).toBe(409);
        expect(response.json).toMatchObject(closedAnswer);
      }
    });

    it('inside-window (the default): closed while now is inside the window, open outside it', async () => {
      await setShop({ status: 1, started_at: hoursFromNow(-1), finished_at: hoursFromNow(1) });
      expect((await attempt()).json).toMatchObject(closedAnswer);
      await setShop({ started_at: hoursFromNow(2), finished_at: hoursFromNow(3) });
      expect((await attempt()).status).toBe(201);
    });

    it('outside-window: open while now is inside the window, closed outside it', async () => {
      process.env.SHOP_CLOSED_READING = 'outside-window';
      await setShop({ status: 1, started_at: hoursFromNow(-1), finished_at: hoursFromNow(1) });
      expect((await attempt()).status).toBe(201);
      await setShop({ started_at: hoursFromNow(2), finished_at: hoursFromNow(3) });
      expect((await attempt()).json).toMatchObject(closedAnswer);
    });
  });
});

describe('POST orders: the payload is checked against the API’s own data (422)', () => {
  it.each([
    ['an unknown sales territory', { sale_territory: '99' }, 'sale_territory', ORDER_MESSAGES.salesTerritory],
    [
      'an office that is not a sales territory',
      { sale_territory: '06' },
      'sale_territory',
      ORDER_MESSAGES.salesTerritory,
    ],
    ['an unknown pickup office', { delivery_code: '99' }, 'delivery_code', ORDER_MESSAGES.office],
    [
      'a mobile barcode that is not the member’s',
      { carrier_type: 2, carrier_id: '/ZZZ9999' },
      'carrier_id',
      ORDER_MESSAGES.mobileBarcode,
    ],
    ['an unknown love code', { carrier_type: 4, love_code: '1234567' }, 'love_code', ORDER_MESSAGES.loveCode],
    ['a payment id outside 1–4', { payment: 5 }, 'payment', ORDER_MESSAGES.payment],
    ['an ATM account that is not 5 digits', { card_number: '1234' }, 'card_number', ORDER_MESSAGES.atmAccount],
    ['an ATM day that is not a remittance day', { atm_day: '2020-01-02' }, 'atm_day', ORDER_MESSAGES.atmDay],
    ['an ATM day that is no date', { atm_day: '2026-02-30' }, 'atm_day', ORDER_MESSAGES.atmDay],
    ['no ATM day', { atm_day: '' }, 'atm_day', ORDER_MESSAGES.atmDay],
    ['an ATM day of another type', { atm_day: 5 }, 'atm_day', ORDER_MESSAGES.atmDay],
    ['terms not agreed while terms are shown', { terms_agree: 0 }, 'terms_agree', ORDER_MESSAGES.terms],
    [
      'an activity entry without its id',
      { activities: [{ items: [] }] },
      'activities[0].activity_id',
      ORDER_MESSAGES.activitiesInvalid,
    ],
    [
      'a gift item of no quantity',
      { activities: [{ activity_id: 1, items: [{ product_id: 1, product_number: '03001', quantity: 0 }] }] },
      'activities[0].items[0].quantity',
      ORDER_MESSAGES.activitiesInvalid,
    ],
    [
      'negative draws',
      { activities: [{ activity_id: 1, items: [], draws: -1 }] },
      'activities[0].draws',
      ORDER_MESSAGES.activitiesInvalid,
    ],
    [
      'more than 20 activities',
      { activities: Array.from({ length: 21 }, (_, index) => ({ activity_id: index + 1, items: [] })) },
      'activities',
      ORDER_MESSAGES.activitiesInvalid,
    ],
    ['a receiver name with digits', { receiver: '林志明1' }, 'receiver', undefined],
    [
      'a home address with symbols',
      { receiver_address: '臺中市<script>' },
      'receiver_address',
      ORDER_MESSAGES.recipientAddress,
    ],
    ['no lines', { order_items: [] }, 'order_items', '請選擇商品'],
    [
      'a malformed line',
      { order_items: [{ cart_id: 'x', product_id: 1, product_number: '02001', quantity: 0 }] },
      'order_items[0].cart_id',
      ORDER_MESSAGES.lineInvalid,
    ],
    ['a consent that is not 0 or 1', { terms_agree: 5 }, 'terms_agree', ORDER_MESSAGES.terms],
    ['activities that are not a list', { activities: 'gift' }, 'activities', ORDER_MESSAGES.activitiesInvalid],
    [
      'agreed ids that are not ids',
      { agree_freebie_none_ids: ['x'] },
      'agree_freebie_none_ids[0]',
      ORDER_MESSAGES.giftChoicePending,
    ],
  ])('%s', async (_label, change, field, message) => {
    const { token, product, payload } = await readyToOrder({ payload: change });
    const response = await submitOrder(token, payload);
    expect(response.status).toBe(422);
    expect(response.json.message).toMatch(/[\u3400-\u9fff]/);
    expect(response.json.errors[field]).toBeDefined();
    if (message) expect(response.json.errors[field]).toContain(message);
    // Each message once (issue 52: an ATM day that is no date was '請選擇付款日期' twice).
    expect(new Set(response.json.errors[field]).size).toBe(response.json.errors[field].length);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('answers 400 for an unreadable body and for a missing or malformed Idempotency-Key', async () => {
    const { token, payload } = await readyToOrder();
    expect((await submitOrder(token, '{nope')).status).toBe(400);
    for (const headers of [
      {},
      { 'Idempotency-Key': '' },
      { 'Idempotency-Key': 'a b' },
      { 'Idempotency-Key': 'x'.repeat(101) },
    ] as Record<string, string>[]) {
      const response = await call('POST', 'orders', { token, body: payload, headers });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(ORDER_MESSAGES.idempotencyKey);
    }
  });

  it('stores a donation: carrier 4 with an active love code, and a mobile barcode of the member’s own', async () => {
    const donation = await readyToOrder({ payload: { carrier_type: 4, love_code: '919' } });
    const first = await submitOrder(donation.token, donation.payload);
    expect(first.status).toBe(201);
    expect((await call('GET', `orders/${first.json.data.id}`, { token: donation.token })).json.data).toMatchObject({
      carrier_type: 4,
      love_code: '919',
      carrier_id: null,
    });
    const barcode = await readyToOrder({ payload: { carrier_type: 2, carrier_id: '/ABC1234', love_code: '919' } });
    const second = await submitOrder(barcode.token, barcode.payload);
    expect((await call('GET', `orders/${second.json.data.id}`, { token: barcode.token })).json.data).toMatchObject({
      carrier_type: 2,
      carrier_id: '/ABC1234',
      love_code: null,
    });
  });

  it('takes the spec’s form (M §7: postal_code a number, carrier_id and love_code left out) and the earlier one (digits, nulls) alike', async () => {
    for (const form of [
      { postal_code: 407, carrier_id: undefined, love_code: undefined },
      { postal_code: '407', carrier_id: null, love_code: null },
    ]) {
      const { token, payload } = await readyToOrder({ payload: form });
      const body = JSON.parse(JSON.stringify(payload));
      const response = await submitOrder(token, body);
      expect(response.status).toBe(201);
      expect((await call('GET', `orders/${response.json.data.id}`, { token })).json.data).toMatchObject({
        postal_code: '407',
        shipping_fee: payload.shipping_fee,
        carrier_type: 1,
        carrier_id: null,
        love_code: null,
      });
    }
  });

  it('stores the chosen remittance day and the account’s last five digits of an ATM order', async () => {
    const days: string[] = (await call('GET', 'remittance-days')).json.data.map((row: { day: string }) => row.day);
    const { token, payload } = await readyToOrder({ payload: { atm_day: days.at(-1), card_number: '54321' } });
    const response = await submitOrder(token, payload);
    expect((await call('GET', `orders/${response.json.data.id}`, { token })).json.data).toMatchObject({
      atm_day: days.at(-1),
      card_number: '54321',
      installment: 0,
    });
  });
});

describe('POST orders: business members choose an invoice destination', () => {
  const business = () => ({ identity_card: String(10_000_000 + Math.floor(Math.random() * 89_999_999)) });

  it('needs an invoice type, and never stores a carrier', async () => {
    const missing = await readyToOrder({ member: business() });
    const response = await submitOrder(missing.token, missing.payload);
    expect(response.status).toBe(422);
    expect(response.json.errors.invoice_accept_type).toEqual([ORDER_MESSAGES.invoiceType]);

    const same = await readyToOrder({
      member: business(),
      payload: { invoice_accept_type: 1, carrier_type: 1, love_code: '919' },
    });
    const created = await submitOrder(same.token, same.payload);
    expect(created.status).toBe(201);
    expect((await call('GET', `orders/${created.json.data.id}`, { token: same.token })).json.data).toMatchObject({
      invoice_accept_type: 1,
      invoice_address: null,
      carrier_type: null,
      love_code: null,
    });
  });

  it('type 2 stores the new invoice address; type 3 needs an office’s code', async () => {
    const address = await readyToOrder({
      member: business(),
      payload: { invoice_accept_type: 2, invoice_address: '802高雄市苓雅區四維三路88號10樓' },
    });
    const withAddress = await submitOrder(address.token, address.payload);
    expect(withAddress.status).toBe(201);
    expect(
      (await call('GET', `orders/${withAddress.json.data.id}`, { token: address.token })).json.data.invoice_address,
    ).toBe('802高雄市苓雅區四維三路88號10樓');

    const noAddress = await readyToOrder({
      member: business(),
      payload: { invoice_accept_type: 2, invoice_address: '' },
    });
    expect((await submitOrder(noAddress.token, noAddress.payload)).json.errors.invoice_address).toEqual([
      ORDER_MESSAGES.invoiceAddress,
    ]);

    const unknownOffice = await readyToOrder({
      member: business(),
      payload: { invoice_accept_type: 3, invoice_address: '99' },
    });
    const refused = await submitOrder(unknownOffice.token, unknownOffice.payload);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.invoice_address).toEqual([ORDER_MESSAGES.office]);

    const office = await readyToOrder({
      member: business(),
      payload: { invoice_accept_type: 3, invoice_address: '05' },
    });
    const atOffice = await submitOrder(office.token, office.payload);
    expect(atOffice.status).toBe(201);
    expect((await call('GET', `orders/${atOffice.json.data.id}`, { token: office.token })).json.data).toMatchObject({
      invoice_accept_type: 3,
      invoice_address: '05',
    });
  });
});

describe('POST orders: shipping', () => {
  it('office pickup pays no shipping, stores the office’s name and phone, and has no fee line', async () => {
    const { token, payload } = await readyToOrder({
      payload: { delivery_code: '03', postal_code: null, receiver_address: null },
    });
    expect(payload.shipping_fee).toBe(0);
    const response = await submitOrder(token, payload);
    expect(response.status).toBe(201);
    const { data } = (await call('GET', `orders/${response.json.data.id}`, { token })).json;
    expect(data).toMatchObject({
      delivery_code: '03',
      office_name: '臺中總公司',
      office_phone: '04-2358-6688',
      postal_code: null,
      receiver_address: null,
      shipping_fee: 0,
      total_price: 1200,
    });
    expect(data.order_items).toHaveLength(1);
  });

  it.each([
    ['main island', '407', '臺中市西屯區市政路386號5樓', 100, '06004'],
    ['Penghu (rule 2)', '880', '澎湖縣馬公市中正路1號', 200, '0600401'],
    ['Kinmen (rule 3)', '890', '金門縣金沙鎮環島北路1號', 250, '0600402'],
  ])('%s: the fee and its fee-line product', async (_label, postal_code, receiver_address, fee, number) => {
    const { token, payload } = await readyToOrder({ payload: { postal_code, receiver_address } });
    expect(payload.shipping_fee).toBe(fee);
    const response = await submitOrder(token, payload);
    const items = await itemsOf(response.json.data.id);
    expect(items.at(-1)).toMatchObject({ product_number: number, product_quantity: 1, price: fee, pv: 0 });
  });

  it('no fee line when shipping is free: from NT$5,000 on the main island, or at a product’s free-shipping quantity', async () => {
    for (const options of [{ quantity: 5 }, { quantity: 2, product: { free_shipping_quantity: 2 } }]) {
      const { token, payload } = await readyToOrder(options);
      expect(payload.shipping_fee).toBe(0);
      const response = await submitOrder(token, payload);
      expect(response.status).toBe(201);
      expect((await itemsOf(response.json.data.id)).map((item) => item.product_number)).not.toContain('06004');
    }
  });

  it('never sends the fragile treasure bowl (01065) to Penghu, but does to the main island', async () => {
    const bowl = await productByNumber('01065');
    for (const [postal_code, receiver_address, status] of [
      ['880', '澎湖縣馬公市中正路1號', 422],
      ['407', '臺中市西屯區市政路386號5樓', 201],
    ] as const) {
      const { token } = await shopper();
      const line = await addToCart(token, bowl);
      const response = await submitOrder(token, await orderPayload([line], { postal_code, receiver_address }));
      expect(response.status).toBe(status);
      if (status === 422) expect(response.json.message).toBe(ORDER_MESSAGES.fragileIsland);
    }
  });
});

describe('POST orders: the address lies where its postal code says', () => {
  it.each([
    ['Taipei’s code with a Kinmen address (NT$100 instead of NT$250)', '100', '金門縣金沙鎮環島北路1號'],
    ['the main island’s code for the treasure bowl’s Penghu address', '407', '澎湖縣馬公市中正路1號'],
    ['an unknown code', '999', '臺中市西屯區市政路386號5樓'],
    ['Taipei’s code with a Kinmen address behind a Taipei start', '100', '臺北市中正區金門縣金沙鎮環島北路1號'],
    ['Taichung’s code with a second city further on', '407', '臺中市西屯區台北市信義區市府路1號'],
    ['Taipei’s code with Kinmen behind it, without 縣 (issue 35)', '100', '臺北市中正區金門金城鎮民生路1號'],
    ['Taipei’s code with a Kinmen district alone (issue 35)', '100', '臺北市中正區金城鎮民生路1號'],
    [
      'Taipei’s code with Matsu behind it, in simplified characters (issue 35)',
      '100',
      '台北市中正区马祖南竿乡介寿村1号',
    ],
  ])('refuses %s: 422 on postal_code, nothing stored', async (_label, postal_code, receiver_address) => {
    const { member, token, payload } = await readyToOrder({ payload: { postal_code, receiver_address } });
    const response = await submitOrder(token, payload);
    expect(response.status).toBe(422);
    expect(response.json.errors.postal_code).toEqual([ORDER_MESSAGES.postalCodeMismatch]);
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('takes any district of a postal code several share (300 with 新竹市北區, the address book’s district for 300)', async () => {
    const { token, payload } = await readyToOrder({
      payload: { postal_code: '300', receiver_address: '新竹市北區中正路120號' },
    });
    expect((await submitOrder(token, payload)).status).toBe(201);
  });

  it('takes Taipei’s 金門街, a street named after the island', async () => {
    const { token, payload } = await readyToOrder({
      payload: { postal_code: '100', receiver_address: '臺北市中正區金門街10號' },
    });
    expect((await submitOrder(token, payload)).status).toBe(201);
  });

  it('takes 台 for 臺', async () => {
    const { token, payload } = await readyToOrder({
      payload: { postal_code: '407', receiver_address: '台中市西屯區市政路386號5樓' },
    });
    expect((await submitOrder(token, payload)).status).toBe(201);
  });
});

describe('POST orders: prices, PV and shipping are recomputed (4008)', () => {
  it.each([
    ['total_price', (p: Record<string, number>) => ({ total_price: p.total_price - 1 })],
    ['total_pv', (p: Record<string, number>) => ({ total_pv: p.total_pv + 1 })],
    ['shipping_fee', (p: Record<string, number>) => ({ shipping_fee: 0, total_price: p.total_price - p.shipping_fee })],
  ])('a tampered %s is refused and nothing is stored', async (field, tamper) => {
    const { member, token, product, payload } = await readyToOrder();
    const response = await submitOrder(token, { ...payload, ...tamper(payload as unknown as Record<string, number>) });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ status_from_backend: 4008, message: ORDER_SUBMIT_ERRORS[4008].message });
    expect(response.json.errors[field]).toBeDefined();
    expect(await ordersOf(member.id)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('a line that does not match the member’s cart (quantity, product, another member’s line, twice the same line) is 4008', async () => {
    const { token, line, payload } = await readyToOrder({ quantity: 2 });
    const other = await readyToOrder();
    const item = (payload.order_items as { cart_id: number }[])[0];
    for (const order_items of [
      [{ ...item, quantity: 1 }],
      [{ ...item, product_id: other.product.id }],
      [{ ...(other.payload.order_items as object[])[0] }],
      [item, item],
    ]) {
      const response = await submitOrder(token, { ...payload, order_items });
      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({
        status_from_backend: 4008,
        errors: { order_items: [ORDER_MESSAGES.cartChanged] },
      });
    }
    expect(line.line.product_quantity).toBe(2);
  });

  it('a product hidden since it was put in the cart is 4007; a line past the product’s maximum is 422', async () => {
    const hidden = await readyToOrder();
    await (await db()).update(products).set({ status: 0 }).where(eq(products.id, hidden.product.id));
    const response = await submitOrder(hidden.token, hidden.payload);
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      status_from_backend: 4007,
      errors: { order_items: [ORDER_MESSAGES.unavailable([hidden.product.name])] },
    });

    const limited = await readyToOrder({ quantity: 3 });
    await (await db()).update(products).set({ max_limited_buy: 2 }).where(eq(products.id, limited.product.id));
    const over = await submitOrder(limited.token, limited.payload);
    expect(over.status).toBe(422);
    expect(over.json.errors.order_items).toEqual([CART_MESSAGES.overLimit(2)]);
  });
});

describe('POST orders: instalments', () => {
  it('allows only the periods of availableInstallments for the total, 12 only for lucky items with taiShinCard', async () => {
    const small = await readyToOrder({ payload: { payment: 2, installment: 3 } });
    expect((await submitOrder(small.token, small.payload)).json.errors.installment).toEqual([
      ORDER_MESSAGES.installment,
    ]);
    const twelve = await readyToOrder({ quantity: 3, payload: { payment: 1, installment: 12 } });
    expect((await submitOrder(twelve.token, twelve.payload)).json.errors.installment).toEqual([
      ORDER_MESSAGES.installment,
    ]);
    const three = await readyToOrder({ quantity: 3, payload: { payment: 2, installment: 3 } });
    const response = await submitOrder(three.token, three.payload);
    expect(response.status).toBe(201);
    expect(response.json.data).toMatchObject({ payment: 'card', order_status: 2 });
  });

  it('銀聯卡 (unionPay) is paid at once: its data allows no instalments', async () => {
    const instalments = await readyToOrder({ quantity: 3, payload: { payment: 3, installment: 3 } });
    expect((await submitOrder(instalments.token, instalments.payload)).json.errors.installment).toEqual([
      ORDER_MESSAGES.installment,
    ]);
    const once = await readyToOrder({ quantity: 3, payload: { payment: 3, installment: 0 } });
    expect((await submitOrder(once.token, once.payload)).status).toBe(201);
  });

  it('orders a lucky item in 12 instalments with taiShinCard and copies its personalisation onto the order item', async () => {
    const { token } = await shopper();
    const ring = await productByNumber('01205');
    const { lucky: added } = await luckyRingLine(token, ring.id, { is_installment: 1 });
    expect(added.status).toBe(200);
    const payload = await orderPayload([{ line: added.json.data, product: ring }], { payment: 1, installment: 12 });
    const response = await submitOrder(token, payload);
    expect(response.status).toBe(201);
    expect(response.json.data).toMatchObject({ payment: 'taiShinCard', order_status: 2 });
    const [item] = await itemsOf(response.json.data.id);
    expect(item).toMatchObject({
      product_number: '01205',
      is_lucky: 1,
      fortune_name: '王小明',
      fortune_word: '甲',
      fortune_ring_size: '10',
      fortune_finger: 'R4',
    });
  });
});

describe('POST orders: order lines the spec’s way (M §7; issue 50, D5)', () => {
  /** The spec's order line of a cart line: product, number, quantity and its fortune fields; no cart_id. */
  const specLine = (line: Record<string, unknown>, product: { id: number; product_number: string }) => ({
    product_id: product.id,
    product_number: product.product_number,
    quantity: line.product_quantity,
    ...Object.fromEntries(
      Object.entries(line).filter(
        ([key, value]) => key.startsWith('fortune_') && value !== null && key !== 'fortune_birth_at',
      ),
    ),
  });

  it('orders lines without cart_id: each matched to the member’s cart line by product and fortune fields', async () => {
    const { token } = await shopper();
    const ring = await productByNumber('01205');
    const plain = await productWith();
    const ordinary = await addToCart(token, plain, 2);
    const first = (await luckyRingLine(token, ring.id)).lucky.json.data;
    const second = (await luckyRingLine(token, ring.id, { fortune_word: '乙', fortune_finger: 'L2' })).lucky.json.data;
    const payload = await orderPayload([ordinary, { line: second, product: ring }]);
    const order_items = [specLine(ordinary.line, plain), specLine(second, ring)];
    expect(order_items[1]).toMatchObject({ fortune_name: '王小明', fortune_calendar: '國曆', fortune_word: '乙' });
    const response = await submitOrder(token, { ...payload, order_items });
    expect(response.status).toBe(201);
    const items = await itemsOf(response.json.data.id);
    expect(items.find((item) => item.product_number === '01205')).toMatchObject({
      fortune_word: '乙',
      fortune_finger: 'L2',
    });
    // The line ordered is the one the fortune fields name; the other lucky line stays in the cart.
    const left = (await call('GET', 'user/shopping-carts', { token })).json.data.map((line: { id: number }) => line.id);
    expect(left).toEqual([first.id]);
  });

  it('a line without cart_id whose fortune fields no cart line has is 4008, and nothing is stored', async () => {
    const { member, token } = await shopper();
    const ring = await productByNumber('01205');
    const { lucky } = await luckyRingLine(token, ring.id);
    const payload = await orderPayload([{ line: lucky.json.data, product: ring }]);
    for (const change of [{ fortune_word: '丙' }, { fortune_year: '61' }, { fortune_name: '王大明' }]) {
      const order_items = [{ ...specLine(lucky.json.data, ring), ...change }];
      const response = await submitOrder(token, { ...payload, order_items });
      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({
        status_from_backend: 4008,
        errors: { order_items: [ORDER_MESSAGES.cartChanged] },
      });
    }
    expect(await ordersOf(member.id)).toHaveLength(0);
  });
});

describe('POST orders: stock never goes below zero', () => {
  it('50 members racing for 10 units make exactly 10 orders; the others get 4007', async () => {
    const product = await productWith({ quantity: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const { member, token } = await shopper();
        return { member, token, payload: await orderPayload([await addToCart(token, product)]) };
      }),
    );
    const answers = await racing(() => Promise.all(buyers.map(({ token, payload }) => submitOrder(token, payload))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.json).toMatchObject({
        status_from_backend: 4007,
        message: ORDER_SUBMIT_ERRORS[4007].message,
        errors: { order_items: [ORDER_MESSAGES.outOfStock([product.name])] },
      });
    }
    expect(await stockOf(product.id)).toBe(0);
    const stored = await (await db()).select().from(orderItems).where(eq(orderItems.product_id, product.id));
    expect(stored).toHaveLength(10);
  });

  it('one line that cannot be served fails the whole order: no order, no stock taken, the cart kept', async () => {
    const { member, token } = await shopper();
    const plenty = await productWith({ quantity: 50 });
    const scarce = await productWith({ quantity: 5 });
    const lines = [await addToCart(token, plenty, 3), await addToCart(token, scarce, 5)];
    await (await db()).update(products).set({ quantity: 4 }).where(eq(products.id, scarce.id));
    const response = await submitOrder(token, await orderPayload(lines));
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      status_from_backend: 4007,
      errors: { order_items: [ORDER_MESSAGES.outOfStock([scarce.name])] },
    });
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(4);
    expect(await ordersOf(member.id)).toHaveLength(0);
    const cart = await (
      await db()
    )
      .select()
      .from(shoppingCarts)
      .where(
        inArray(
          shoppingCarts.id,
          lines.map(({ line }) => line.id),
        ),
      );
    expect(cart).toHaveLength(2);
  });
});

describe('POST orders: a transaction that cannot be saved', () => {
  it('answers 503 4009 and stores nothing', async () => {
    const { member, token, product, payload } = await readyToOrder();
    const database = await db();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await database.execute(sql`alter sequence order_number_seq rename to order_number_seq_away`);
    try {
      const response = await submitOrder(token, payload);
      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({ status_from_backend: 4009, message: ORDER_SUBMIT_ERRORS[4009].message });
    } finally {
      await database.execute(sql`alter sequence order_number_seq_away rename to order_number_seq`);
      quiet.mockRestore();
    }
    expect(await ordersOf(member.id)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(100);
    expect((await submitOrder(token, payload)).status).toBe(201);
  });
});

describe('POST orders: Idempotency-Key', () => {
  it('a repeat with the same key answers 200 with the first order and creates nothing', async () => {
    const { member, token, product, payload } = await readyToOrder();
    const key = randomUUID();
    const first = await submitOrder(token, payload, key);
    const again = await submitOrder(token, payload, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.data).toEqual(first.json.data);
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(99);
  });

  it('two simultaneous requests with one key make one order', async () => {
    const { member, token, product, payload } = await readyToOrder();
    const key = randomUUID();
    const answers = await racing(() =>
      Promise.all([submitOrder(token, payload, key), submitOrder(token, payload, key)]),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0].json.data.id).toBe(answers[1].json.data.id);
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(99);
  });

  it('keys are per member, and a key whose attempt failed may be used again', async () => {
    const key = randomUUID();
    const one = await readyToOrder();
    const two = await readyToOrder();
    expect((await submitOrder(one.token, { ...one.payload, total_price: 1 }, key)).status).toBe(422);
    expect((await submitOrder(one.token, one.payload, key)).status).toBe(201);
    expect((await submitOrder(two.token, two.payload, key)).status).toBe(201);
  });

  it('a second order from the same cart lines with another key is refused (the lines are gone)', async () => {
    const { member, token, payload } = await readyToOrder();
    const answers = await Promise.all([submitOrder(token, payload), submitOrder(token, payload)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await ordersOf(member.id)).toHaveLength(1);
  });
});

describe('GET orders, orders/search, orders/{id}', () => {
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    ({
      token,
      member: { id: memberId },
    } = await shopper());
    const rows = Array.from({ length: 12 }, (_, i) => ({
      member_id: memberId,
      order_number: `T2025${String(memberId).padStart(5, '0')}${String(i).padStart(2, '0')}`,
      total_price: 1000 + i,
      total_pv: 800,
      order_status: 1,
      payment: 'ATM',
      delivery_code: '51',
      receiver: '測試',
      receiver_phone: '0912000000',
      sale_territory: '03',
      created_at: `2025-03-${String(i + 1).padStart(2, '0')} 12:00:00`,
      updated_at: `2025-03-${String(i + 1).padStart(2, '0')} 12:00:00`,
    }));
    await (await db()).insert(orders).values(rows);
  });

  it('pages the member’s orders by 10, newest first, each with order_items', async () => {
    const first = await call('GET', 'orders', { token });
    expect(first.json).toMatchObject({ current_page: 1, per_page: 10, total: 12, last_page: 2, from: 1, to: 10 });
    expect(first.json.data[0].created_at).toBe('2025-03-12 12:00:00');
    expect(first.json.data[0].order_items).toEqual([]);
    const second = await call('GET', 'orders?page=2', { token });
    expect(second.json.data.map((order: { created_at: string }) => order.created_at)).toEqual([
      '2025-03-02 12:00:00',
      '2025-03-01 12:00:00',
    ]);
  });

  it('searches by order date, _from at 00:00:00 and _to at 23:59:59, inclusive', async () => {
    const search = (query: string) => call('GET', `orders/search?${query}`, { token });
    const range = await search(
      `_from=${encodeURIComponent('2025-03-03 00:00:00')}&_to=${encodeURIComponent('2025-03-05 23:59:59')}&_type=orderDate&page=1`,
    );
    expect(range.status).toBe(200);
    expect(range.json.data.map((order: { created_at: string }) => order.created_at.slice(0, 10))).toEqual([
      '2025-03-05',
      '2025-03-04',
      '2025-03-03',
    ]);
    expect((await search('_from=2025-03-11')).json.total).toBe(2);
    expect((await search('_to=2025-03-01')).json.total).toBe(1);
    const paged = await search('_from=2025-03-01&_to=2025-03-31&page=2');
    expect(paged.json).toMatchObject({ current_page: 2, total: 12, last_page: 2 });
    expect(paged.json.data).toHaveLength(2);
    expect((await search('_from=2024-01-01&_to=2024-12-31')).json).toMatchObject({ data: [], total: 0 });
  });

  it.each([
    ['_from=2025-02-30'],
    ['_to=2025-13-01'],
    ['_from=yesterday'],
    ['_from=2025-03-01%2025:00:00'],
    ['_type=paidDate'],
    ['page=0'],
  ])('answers 400 for %s', async (query) => {
    expect((await call('GET', `orders/search?${query}`, { token })).status).toBe(400);
  });

  it('another member’s order, an unknown id or a malformed one is 404 查無此訂單; lists never show another member’s orders', async () => {
    const other = await readyToOrder();
    const { json } = await submitOrder(other.token, other.payload);
    for (const id of [json.data.id, 999999, 'abc']) {
      const response = await call('GET', `orders/${id}`, { token });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe(ORDER_MESSAGES.fetchFailed);
    }
    const cancel = await call('PUT', `orders/${json.data.id}`, { token, body: { order_status: 9 } });
    expect(cancel.status).toBe(404);
    expect((await call('GET', 'orders', { token })).json.total).toBe(12);
  });
});

describe('PUT orders/{id}: cancel', () => {
  const ordered = async (payload: Record<string, unknown> = {}, quantity = 2) => {
    const ready = await readyToOrder({ quantity, payload });
    const { json } = await submitOrder(ready.token, ready.payload);
    return { ...ready, orderId: json.data.id as number };
  };
  const cancel = (token: string, id: number, body: unknown = { order_status: 9 }) =>
    call('PUT', `orders/${id}`, { token, body });

  it('an ATM order below 4 becomes 9 and its stock goes back; a repeat changes nothing', async () => {
    const { token, product, orderId } = await ordered();
    expect(await stockOf(product.id)).toBe(98);
    const response = await cancel(token, orderId);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ message: ORDER_MESSAGES.cancelled, data: { id: orderId, order_status: 9 } });
    expect(await stockOf(product.id)).toBe(100);
    const again = await cancel(token, orderId);
    expect(again.status).toBe(200);
    expect(again.json.data.order_status).toBe(9);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('ATM may cancel below 4 only; card payments below 5', async () => {
    for (const [payload, status, expected] of [
      [{}, 3, 200],
      [{}, 4, 422],
      [{ payment: 2, installment: 0 }, 4, 200],
      [{ payment: 2, installment: 0 }, 5, 422],
      [{ payment: 2, installment: 0 }, 11, 422],
    ] as const) {
      const { token, product, orderId } = await ordered(payload);
      await setStatus(orderId, status);
      const response = await cancel(token, orderId);
      expect(response.status).toBe(expected);
      if (expected === 422) {
        expect(response.json.message).toBe(ORDER_MESSAGES.cannotCancel);
        expect(await stockOf(product.id)).toBe(98);
      } else {
        expect(await stockOf(product.id)).toBe(100);
      }
    }
  });

  it('does not give back the shipping-fee line’s “stock”', async () => {
    const fee = await productByNumber('06004');
    const { token, orderId } = await ordered({}, 1);
    await cancel(token, orderId);
    expect(await stockOf(fee.id)).toBe(fee.quantity);
  });

  it('any body but order_status 9 is 422 and changes nothing', async () => {
    const { token, orderId } = await ordered();
    for (const body of [{}, { order_status: 3 }, { order_status: [9] }]) {
      const response = await cancel(token, orderId, body);
      expect(response.status).toBe(422);
      expect(response.json.message).toBe(ORDER_MESSAGES.cancelOnly);
    }
    const [order] = await (
      await db()
    )
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId)));
    expect(order.order_status).toBe(1);
  });
});

describe('the demo members who may shop can order', () => {
  const login = async (username: string) =>
    (await call('POST', 'login', { body: { username, password: 'demo2026' } })).json.access_token as string;

  it.each([
    ['A123456789 (individual)', 'A123456789', { carrier_type: 2, carrier_id: '/ABC1234' }],
    ['12345675 (business)', '12345675', { invoice_accept_type: 3, invoice_address: '05', carrier_type: null }],
    ['B223456782 (tester)', 'B223456782', {}],
  ])('%s', async (_label, username, change) => {
    const token = await login(username);
    const product = await productByNumber('03002');
    const payload = await orderPayload([await addToCart(token, product, 2)], change);
    const response = await submitOrder(token, payload);
    expect(response.status).toBe(201);
    // An item shows its product as the catalogue does: the same images, in the same shape.
    const [item] = (await call('GET', `orders/${response.json.data.id}`, { token })).json.data.order_items;
    const shown = (await call('GET', `products/${product.id}`)).json.data;
    expect(item.products).toEqual({
      id: shown.id,
      name: shown.name,
      product_number: '03002',
      member_price: shown.member_price,
      pv: shown.pv,
      images: shown.images,
    });
    expect(item.products.images.length).toBeGreaterThan(0);
  });

  it.each([
    ['D223456784 (suspended)', 'D223456784', 403],
    ['F123456784 (expired, year PV under 6,000)', 'F123456784', 403],
    ['G223456787 (no e-mail)', 'G223456787', 422],
  ])('%s is refused', async (_label, username, status) => {
    const token = await login(username);
    const product = await productByNumber('03003');
    const response = await submitOrder(token, await orderPayload([await addToCart(token, product)]));
    expect(response.status).toBe(status);
  });

  it('the demo product 08007 has exactly 10 in stock and no purchase limit', async () => {
    expect(await productByNumber('08007')).toMatchObject({ quantity: 10, max_limited_buy: null });
  });
});
