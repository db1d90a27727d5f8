import {
  availableInstallments,
  canCancel,
  isExpiredForShopping,
  isOutlyingIsland,
  isSettling,
  isShopClosed,
  orderStatusName,
  shippingFee,
  shippingRuleId,
  type ShippingLine,
} from '@/lib/domain/orders';
import { shippingFeeLineNumber } from '@/lib/domain/shipping-fee-line';

const RULES = [
  { id: 1, shipping_fee: 100, free_shipping: 5000 },
  { id: 2, shipping_fee: 200, free_shipping: 10000 },
  { id: 3, shipping_fee: 250, free_shipping: 10000 },
  { id: 4, shipping_fee: 250, free_shipping: 10000 },
  { id: 5, shipping_fee: 200, free_shipping: 10000 },
];

const line = (quantity: number, free: number | null = null, abroad: number | null = null): ShippingLine => ({
  product_quantity: quantity,
  products: { free_shipping_quantity: free, abroad_free_shipping_quantity: abroad },
});

describe('shipping rule by postal prefix (spec-coverage “Order life: payments, deadlines, failures and refunds”)', () => {
  it.each([
    ['880', 2],
    ['885', 2],
    ['88041', 2],
    ['209', 3],
    ['212', 3],
    ['890', 3],
    ['896', 3],
    ['290', 4],
    ['817', 4],
    ['819', 4],
    ['929', 4],
    ['952', 4],
    ['951', 5],
    ['100', 1],
    ['879', 1],
    ['886', 1],
    ['208', 1],
    ['213', 1],
    ['889', 1],
    ['897', 1],
    ['818', 1],
    ['950', 1],
    ['953', 1],
  ])('%s → rule %i', (postal, rule) => expect(shippingRuleId(postal)).toBe(rule));

  it('counts rules 2–5 as outlying islands', () => {
    expect(isOutlyingIsland('880')).toBe(true);
    expect(isOutlyingIsland(951)).toBe(true);
    expect(isOutlyingIsland('106')).toBe(false);
  });
});

describe('shipping fee', () => {
  const fee = (postalCode: string | null, total: number, lines: ShippingLine[] = [line(1)]) =>
    shippingFee({ rules: RULES, postalCode, total, lines });

  it('main island: 100 below NT$5,000, free from 5,000', () => {
    expect(fee('106', 4999)).toBe(100);
    expect(fee('106', 5000)).toBe(0);
  });

  it('outlying islands: their fee below NT$10,000, free from 10,000', () => {
    expect(fee('880', 9999)).toBe(200);
    expect(fee('880', 10000)).toBe(0);
    expect(fee('209', 5000)).toBe(250);
    expect(fee('952', 9999)).toBe(250);
    expect(fee('951', 9999)).toBe(200);
  });

  it('is free when a line reaches its product free-shipping quantity (abroad quantity on islands)', () => {
    expect(fee('106', 1000, [line(3, 3, 5)])).toBe(0);
    expect(fee('106', 1000, [line(2, 3, 5)])).toBe(100);
    expect(fee('880', 1000, [line(3, 3, 5)])).toBe(200);
    expect(fee('880', 1000, [line(5, 3, 5)])).toBe(0);
    expect(fee('106', 1000, [line(9, null, null), line(1, 0, 0)])).toBe(100);
  });

  it('office pickup pays no shipping', () => expect(fee(null, 100)).toBe(0));

  it('names the fee line by the fee: 06004, 0600401, 0600402, none for 0', () => {
    expect(shippingFeeLineNumber(fee('106', 100))).toBe('06004');
    expect(shippingFeeLineNumber(fee('880', 100))).toBe('0600401');
    expect(shippingFeeLineNumber(fee('209', 100))).toBe('0600402');
    expect(shippingFeeLineNumber(fee('106', 6000))).toBeUndefined();
  });
});

describe('card instalments (spec-coverage “Order life: payments, deadlines, failures and refunds”)', () => {
  const upTo12 = { max_installment: 12 };

  it('opens 3, 6 and 9 periods at 3,000, 10,000 and 25,000', () => {
    expect(availableInstallments(upTo12, 2999, ['02001'])).toEqual([0]);
    expect(availableInstallments(upTo12, 3000, ['02001'])).toEqual([0, 3]);
    expect(availableInstallments(upTo12, 9999, ['02001'])).toEqual([0, 3]);
    expect(availableInstallments(upTo12, 10000, ['02001'])).toEqual([0, 3, 6]);
    expect(availableInstallments(upTo12, 25000, ['02001'])).toEqual([0, 3, 6, 9]);
  });

  it('offers 12 periods only when every line is a lucky item', () => {
    expect(availableInstallments(upTo12, 5400, ['01205', '01006'])).toEqual([0, 3, 12]);
    expect(availableInstallments(upTo12, 5400, ['01205', '02001'])).toEqual([0, 3]);
    expect(availableInstallments(upTo12, 0, [])).toEqual([0]);
  });

  it('never past the method’s max_installment (0: paid at once)', () => {
    expect(availableInstallments({ max_installment: 9 }, 5400, ['01205', '01006'])).toEqual([0, 3]);
    expect(availableInstallments({ max_installment: 0 }, 25000, ['02001'])).toEqual([0]);
  });

  it('without max_installment (a spec payment method is id, name, content): M §9’s thresholds, 12 only for taiShinCard (id 1)', () => {
    expect(availableInstallments({ id: 2 }, 25000, ['02001'])).toEqual([0, 3, 6, 9]);
    expect(availableInstallments({ id: 3, max_installment: null }, 10000, ['02001'])).toEqual([0, 3, 6]);
    expect(availableInstallments({ id: 1 }, 25000, ['01205', '01006'])).toEqual([0, 3, 6, 9, 12]);
    expect(availableInstallments({ id: 2 }, 25000, ['01205', '01006'])).toEqual([0, 3, 6, 9]);
    expect(availableInstallments({}, 5400, ['01205'])).toEqual([0, 3]);
  });

  it('never filters out 0 (paid at once), whatever the method’s data says', () => {
    expect(availableInstallments({ id: 2 }, 100, ['02001'])).toEqual([0]);
    expect(availableInstallments({ max_installment: -1 }, 25000, ['02001'])).toEqual([0]);
  });
});

describe('order status and cancelling (spec-coverage “Order life: payments, deadlines, failures and refunds”)', () => {
  it('names the codes', () => {
    expect(orderStatusName(1)).toBe('已訂購未付款');
    expect(orderStatusName(9)).toBe('已取消');
    expect(orderStatusName(11)).toBe('信用卡交易失敗');
    expect(orderStatusName(23)).toBe('異常交易');
  });

  it('lets an ATM order be cancelled below status 4, others below 5', () => {
    expect(canCancel(3, 'ATM')).toBe(true);
    expect(canCancel(4, 'ATM')).toBe(false);
    expect(canCancel(4, 'card')).toBe(true);
    expect(canCancel(5, 'taiShinCard')).toBe(false);
    expect(canCancel(9, 'ATM')).toBe(false);
  });
});

describe('shop state (spec-coverage “Order life: payments, deadlines, failures and refunds”)', () => {
  const window = { status: 1, started_at: '2026-11-23 00:00:00', finished_at: '2026-11-23 06:00:00' };

  it('is closed when status is 0, whatever the window', () => {
    expect(isShopClosed({ status: 0, started_at: null, finished_at: null }, '2026-11-23 12:00:00')).toBe(true);
  });

  it('reading "inside-window": closed inside the window only', () => {
    expect(isShopClosed(window, '2026-11-23 03:00:00', 'inside-window')).toBe(true);
    expect(isShopClosed(window, '2026-11-23 06:00:00', 'inside-window')).toBe(true);
    expect(isShopClosed(window, '2026-11-23 06:00:01', 'inside-window')).toBe(false);
  });

  it('reading "outside-window": closed outside the window only', () => {
    expect(isShopClosed(window, '2026-11-23 03:00:00', 'outside-window')).toBe(false);
    expect(isShopClosed(window, '2026-11-23 12:00:00', 'outside-window')).toBe(true);
  });

  it('is open with status 1 and no window, or no record at all', () => {
    expect(
      isShopClosed({ status: 1, started_at: null, finished_at: null }, '2026-11-23 12:00:00', 'outside-window'),
    ).toBe(false);
    expect(isShopClosed(undefined, '2026-11-23 12:00:00')).toBe(false);
  });

  it('pauses ordering while a settlement window runs', () => {
    expect(isSettling([window], '2026-11-23 01:00:00')).toBe(true);
    expect(isSettling([window], '2026-11-24 01:00:00')).toBe(false);
    expect(isSettling([{ ...window, status: 0 }], '2026-11-23 01:00:00')).toBe(false);
  });

  it('stops an expired member under 6,000 year PV from shopping', () => {
    expect(isExpiredForShopping('2026-01-31', 5999, '2026-11-23')).toBe(true);
    expect(isExpiredForShopping('2026-01-31', 6000, '2026-11-23')).toBe(false);
    expect(isExpiredForShopping('2026-11-23', 0, '2026-11-23')).toBe(false);
    expect(isExpiredForShopping(null, 0, '2026-11-23')).toBe(false);
  });
});
