import {
  attemptOf,
  findAttemptOrder,
  newestOrderId,
  ordersPageOf,
  readPlacedOrder,
} from '@/lib/domain/checkout/placed-order';

describe('POST orders answer, read with or without data / id / order_number (issue 50, D9)', () => {
  it('the shop’s form: {data: {id, order_number, payment, order_status, url}}', () => {
    expect(
      readPlacedOrder({
        data: { id: 12, order_number: 'W20261123000001', payment: 'ATM', order_status: 1, url: null },
      }),
    ).toEqual({ id: 12, orderNumber: 'W20261123000001', url: null });
  });

  it('the same record bare, the id as digits', () => {
    expect(readPlacedOrder({ id: '12', order_number: 'W1', url: 'https://pay.example/x' })).toEqual({
      id: 12,
      orderNumber: 'W1',
      url: 'https://pay.example/x',
    });
  });

  it('the spec’s answer, "payment and url", and answers that say nothing: each part null', () => {
    expect(readPlacedOrder({ payment: 'ATM', url: null })).toEqual({ id: null, orderNumber: null, url: null });
    expect(readPlacedOrder({ payment: 'card', url: 'https://pay.example/x' })).toMatchObject({
      url: 'https://pay.example/x',
    });
    for (const answer of [null, undefined, '', 'OK', [], { data: [] }, { id: 0, order_number: '', url: '  ' }])
      expect(readPlacedOrder(answer)).toEqual({ id: null, orderNumber: null, url: null });
  });
});

describe('the member’s newest orders, as GET orders answers them', () => {
  const row = { id: 3, order_number: 'W3', total_price: 100 };
  it('a bare array, {data}, the paged object, or the paged object under data', () => {
    expect(ordersPageOf([row])).toEqual({ rows: [row], lastPage: 1 });
    expect(ordersPageOf({ data: [row] })).toEqual({ rows: [row], lastPage: 1 });
    expect(ordersPageOf({ data: [row], last_page: 3 })).toEqual({ rows: [row], lastPage: 3 });
    expect(ordersPageOf({ data: { data: [row], last_page: '2' } })).toEqual({ rows: [row], lastPage: 2 });
    expect(ordersPageOf({ message: 'x' })).toEqual({ rows: [], lastPage: 1 });
    expect(ordersPageOf({ data: [row, null, 'x'], last_page: 'many' })).toEqual({ rows: [row], lastPage: 1 });
  });

  it('the newest id (0 for none)', () => {
    expect(newestOrderId([{ id: 3 }, { id: '9' }, { id: 'x' }])).toBe(9);
    expect(newestOrderId([])).toBe(0);
  });
});

describe('which order an attempt made', () => {
  const attempt = { after: 20, total: 2980, productIds: [10] };
  const order = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    order_number: `W${id}`,
    total_price: 2980,
    order_items: [{ product_id: 10 }, { product_id: 99 }],
    ...extra,
  });

  it('by the answered order number when there is one', () => {
    expect(findAttemptOrder([order(5), order(21)], attempt, 'W5')).toEqual({ id: 5, orderNumber: 'W5' });
    expect(findAttemptOrder([order(21)], attempt, 'W7')).toBeNull();
  });

  it('else an order made after the attempt began, for its total and products; the newest if several', () => {
    expect(findAttemptOrder([order(21), order(22)], attempt)).toEqual({ id: 22, orderNumber: 'W22' });
    expect(findAttemptOrder([order(21, { total_price: '2980', order_items: undefined })], attempt)).toEqual({
      id: 21,
      orderNumber: 'W21',
    });
  });

  it('never an earlier order, one of another total or without the products, nor any when the start is unknown', () => {
    expect(findAttemptOrder([order(20), order(7)], attempt)).toBeNull();
    expect(findAttemptOrder([order(21, { total_price: 2880 })], attempt)).toBeNull();
    expect(findAttemptOrder([order(21, { order_items: [{ product_id: 11 }] })], attempt)).toBeNull();
    expect(findAttemptOrder([order(21)], { ...attempt, after: null })).toBeNull();
  });
});

describe('the attempt kept in local storage', () => {
  it('reads the attempt, and the bare key an earlier shop kept (its start unknown)', () => {
    expect(attemptOf({ key: 'k', after: 4, total: 2980, productIds: [10] })).toEqual({
      key: 'k',
      after: 4,
      total: 2980,
      productIds: [10],
    });
    expect(attemptOf('k')).toEqual({ key: 'k', after: null, total: 0, productIds: [] });
    for (const stored of [null, '', {}, { key: 5 }]) expect(attemptOf(stored)).toBeNull();
  });
});
