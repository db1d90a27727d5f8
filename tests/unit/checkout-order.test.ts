import { ACTIVITY_MESSAGES } from '@/lib/domain/activities';
import { NO_FORTUNE_FIELDS } from '@/lib/domain/cart';
import { orderPayload, orderPreview, stockShortfall } from '@/lib/domain/checkout/order';
import { orderPayloadSchema } from '@/lib/domain/checkout/schema';
import { draftLinesFrom } from '@/lib/domain/checkout/step-one';
import { placedResultPath, readOrderResult } from '@/lib/domain/checkout/result';
import { submitOutcome } from '@/lib/domain/checkout/submit-outcome';
import { ORDER_MESSAGES, ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import { chartFortune } from '../support/cart-fixtures';

const rules = [
  { id: 1, shipping_fee: 100, free_shipping: 5000 },
  { id: 2, shipping_fee: 200, free_shipping: 10000 },
];
const cartLine = (id: number, price: number, quantity: number, stock = 50) => ({
  id,
  product_quantity: quantity,
  is_lucky: 0,
  products: {
    member_price: price,
    pv: price / 20,
    quantity: stock,
    free_shipping_quantity: null,
    abroad_free_shipping_quantity: null,
  },
});
const draftLine = (id: number, quantity: number) => ({
  cart_id: id,
  product_id: id * 10,
  product_number: `0400${id}`,
  quantity,
  name: `商品${id}`,
});

describe('the order preview (spec-coverage “Activities”)', () => {
  it("the draft's lines, member prices, PV, shipping by postal code and the total", () => {
    const preview = orderPreview([draftLine(1, 1)], [cartLine(1, 2880, 1), cartLine(2, 1000, 1)], '407', rules);
    expect(preview).toMatchObject({ goods: 2880, pv: 144, shipping: 100, total: 2980 });
    expect(preview.lines.map((line) => line.id)).toEqual([1]);
    expect(orderPreview([draftLine(1, 1)], [cartLine(1, 2880, 1)], '880', rules)).toMatchObject({
      shipping: 200,
      total: 3080,
    });
    expect(orderPreview([draftLine(1, 1)], [cartLine(1, 2880, 1)], null, rules)).toMatchObject({
      shipping: 0,
      total: 2880,
    });
    expect(orderPreview([draftLine(1, 2)], [cartLine(1, 2880, 2)], '407', rules)).toMatchObject({
      shipping: 0,
      total: 5760,
    });
  });

  it('the stock check names the lines gone from the cart or short of stock', () => {
    const draft = [draftLine(1, 2), draftLine(2, 1), draftLine(3, 1)];
    expect(stockShortfall(draft, [cartLine(1, 100, 2, 1), cartLine(2, 100, 1, 1)])).toEqual(['商品1', '商品3']);
    expect(stockShortfall(draft, [cartLine(1, 100, 2, 2), cartLine(2, 100, 1, 9), cartLine(3, 100, 1, 1)])).toEqual([]);
    expect(ORDER_MESSAGES.outOfStock(['商品1', '商品3'])).toBe('商品1、商品3 庫存不足，請稍後再試');
  });

  const payloadInput: Parameters<typeof orderPayload>[0] = {
    draft: [draftLine(1, 1)],
    details: {
      sale_territory: '03',
      delivery_code: '51',
      receiver: '林志明',
      receiver_phone: '0912111222',
      postal_code: 407,
      receiver_address: '臺中市西屯區市政路1號',
      invoice_accept_type: null,
      invoice_address: null,
      carrier_type: 1,
    },
    payment: { payment: 4, installment: 0, atm_day: '2026-11-24', card_number: '12345' },
    preview: { shipping: 100, total: 2980, pv: 144 },
    termsAgreed: true,
    activities: [],
    agreedWithout: [],
  };

  it('the payload: the cart lines without names, goods + shipping, PV, consent; no activities, no agreement', () => {
    const body = orderPayload(payloadInput);
    expect(body).toMatchObject({
      order_items: [{ cart_id: 1, product_id: 10, product_number: '04001', quantity: 1 }],
      activities: [],
      shipping_fee: 100,
      total_price: 2980,
      total_pv: 144,
      terms_agree: 1,
      agree_freebie_none: 0,
      agree_freebie_none_ids: [],
      origin_device: 'browser',
      payment: 4,
    });
    expect(body.order_items[0]).not.toHaveProperty('name');
  });

  it('a lucky line is ordered with its fortune fields (M §7), built from its cart line; an ordinary line with none', () => {
    const fortune = {
      ...chartFortune,
      fortune_word: '甲',
      fortune_ring_size: '10',
      fortune_finger: 'R4',
    };
    const cart = [
      {
        id: 1,
        product_id: 10,
        product_quantity: 1,
        is_lucky: 0,
        products: { name: '商品1', product_number: '04001', quantity: 5, max_limited_buy: null },
        ...NO_FORTUNE_FIELDS,
      },
      {
        id: 2,
        product_id: 20,
        product_quantity: 1,
        is_lucky: 1,
        products: { name: '戒指', product_number: '01205', quantity: 5, max_limited_buy: null },
        ...NO_FORTUNE_FIELDS,
        ...fortune,
        fortune_birth_at: '1971-05-20 12:30:00',
      },
    ];
    const body = orderPayload({ ...payloadInput, draft: draftLinesFrom(cart) });
    expect(body.order_items).toEqual([
      { cart_id: 1, product_id: 10, product_number: '04001', quantity: 1 },
      { cart_id: 2, product_id: 20, product_number: '01205', quantity: 1, ...fortune },
    ]);
    // cart_id is the shop's addition: the spec's line without it is a valid order line.
    const { cart_id: _, ...specLine } = body.order_items[1];
    expect(orderPayloadSchema.validateSync({ ...body, order_items: [specLine] }).order_items).toEqual([specLine]);
  });

  it('the payload carries the activities as given, and agree_freebie_none 1 with the ids once the member agreed to go without', () => {
    const activities = [
      { activity_id: 1, items: [{ product_id: 30, product_number: '03001', quantity: 1 }], draws: 0 },
      { activity_id: 4, items: [], draws: 2 },
    ];
    const body = orderPayload({ ...payloadInput, activities, agreedWithout: [4] });
    expect(body).toMatchObject({ activities, agree_freebie_none: 1, agree_freebie_none_ids: [4] });
  });
});

describe('step 5 reads its query (spec-coverage “Activities”)', () => {
  it('success: 00 or 1 in retCode, ret_code or retcode, with the order', () => {
    expect(readOrderResult({ retCode: '00', order_id: '12', order_no: 'W20261123000001' })).toEqual({
      ok: true,
      orderId: '12',
      orderNo: 'W20261123000001',
    });
    expect(readOrderResult({ ret_code: '1' })).toEqual({ ok: true, orderId: null, orderNo: null });
    expect(readOrderResult({ retcode: '00' })).toMatchObject({ ok: true });
  });

  it('any other code: the transaction failed; error=500: the order failed', () => {
    expect(readOrderResult({ retCode: '10200095', order_no: 'W1' })).toEqual({
      ok: false,
      reason: 'transaction',
      orderId: null,
      orderNo: 'W1',
    });
    expect(readOrderResult({ retCode: '10200095', order_id: '13' })).toEqual({
      ok: false,
      reason: 'transaction',
      orderId: '13',
      orderNo: null,
    });
    expect(readOrderResult({ retCode: '0' })).toMatchObject({ ok: false, reason: 'transaction' });
    expect(readOrderResult({ error: '500' })).toEqual({ ok: false, reason: 'order', orderId: null, orderNo: null });
    expect(readOrderResult({ error: '500', retCode: '00' })).toMatchObject({ ok: false, reason: 'order' });
  });

  it('no result in the query: none (step 1)', () => {
    expect(readOrderResult({})).toBeNull();
    expect(readOrderResult({ order_id: '3' })).toBeNull();
  });

  it('an ATM order (or one found by the lookup) goes to step 5 with retCode 00; what is not known is left out, never "undefined"', () => {
    expect(placedResultPath({ id: 12, orderNumber: 'W20261123000001' })).toBe(
      '/member/shopcart/step/5?retCode=00&order_id=12&order_no=W20261123000001',
    );
    expect(placedResultPath({ id: 12, orderNumber: null })).toBe('/member/shopcart/step/5?retCode=00&order_id=12');
    expect(placedResultPath({ id: null, orderNumber: null })).toBe('/member/shopcart/step/5?retCode=00');
  });
});

describe('a refused order, by status_from_backend (spec-coverage “Activities”)', () => {
  const answer = (code?: number) =>
    submitOutcome({ kind: 'answer', status: 422, status_from_backend: code, message: 'x' });

  it.each([
    [4001, 'logout'],
    [4003, 'logout'],
    [4004, 'logout'],
    [4005, 'logout'],
    [4006, 'step1'],
    [4007, 'step1'],
    [4008, 'stay'],
    [4009, 'reorder'],
    [4011, 'step1'],
    [4012, 'step1'],
    [4014, 'step1'],
  ] as const)("%i: %s, with the catalogue's message", (code, action) => {
    expect(answer(code)).toEqual({ action, message: ORDER_SUBMIT_ERRORS[code].message, code });
  });

  it('4010–4014 (activities): gifts gone for 4010 / 4013, step 1 for 4011, 4012, 4014, with the activity named', () => {
    const named = (code: number) =>
      submitOutcome({ kind: 'answer', status: 422, status_from_backend: code, message: 'x', error_activity_id: 7 });
    expect(named(4010)).toEqual({ action: 'gifts-gone', message: '活動贈品已送完', code: 4010, activityId: 7 });
    expect(named(4013)).toEqual({ action: 'gifts-gone', message: '活動贈品已送完', code: 4013, activityId: 7 });
    expect(named(4011)).toEqual({ action: 'step1', message: '活動已結束', code: 4011, activityId: 7 });
    expect(named(4012)).toEqual({
      action: 'step1',
      message: '活動贈品選擇有誤，請回購物車重新選擇',
      code: 4012,
      activityId: 7,
    });
    expect(named(4014)).toEqual({ action: 'step1', message: ACTIVITY_MESSAGES.paused, code: 4014, activityId: 7 });
  });

  it('answers without a known code: 系統錯誤, step 5 error=500', () => {
    for (const code of [4015, 4016, 4099, undefined])
      expect(answer(code)).toMatchObject({ action: 'result-error', message: ORDER_MESSAGES.systemError });
  });

  it('no answer at all, or a server failure (5xx) without a code: the order is looked up before anything is sent again', () => {
    expect(submitOutcome({ kind: 'no-answer' })).toEqual({
      action: 'look-up',
      message: ORDER_MESSAGES.orderUnconfirmed,
    });
    for (const status of [500, 502, 504])
      expect(submitOutcome({ kind: 'answer', status, message: 'Bad Gateway' })).toMatchObject({
        action: 'look-up',
        message: ORDER_MESSAGES.systemError,
      });
    expect(submitOutcome({ kind: 'answer', status: 503, status_from_backend: 4009, message: 'x' })).toMatchObject({
      action: 'reorder',
    });
  });

  it('no retry text promises what the page cannot keep (系統不會重複成立訂單 needs an API that honours the key)', () => {
    expect(
      Object.values(ORDER_MESSAGES).filter((text) => typeof text === 'string' && text.includes('不會重複')),
    ).toEqual([]);
  });
});
