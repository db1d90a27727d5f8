import {
  draftLinesFrom,
  draftMatchesCart,
  purchasableLines,
  stepOneBlock,
  type StepOneFacts,
} from '@/lib/domain/checkout/step-one';
import { parseShopClosedReading } from '@/lib/domain/orders/shop-state';
import { ORDER_MESSAGES } from '@/lib/domain/orders';

const NOW = '2026-11-23 10:00:00';
const open: StepOneFacts = {
  settlements: [{ status: 0, started_at: '2026-11-30 20:00:00', finished_at: '2026-12-01 09:00:00' }],
  shopSystem: { status: 1, started_at: null, finished_at: null },
  member: { email: 'a@example.com', expiry_day: '2027-12-31', pv: { year_pv: 0 } },
  now: NOW,
  reading: 'inside-window',
  giftChoicePending: false,
};
const settling = {
  settlements: [{ status: 1, started_at: '2026-11-23 09:00:00', finished_at: '2026-11-23 12:00:00' }],
};
const closed = { shopSystem: { status: 0, started_at: null, finished_at: null } };
const expired = { member: { email: 'a@example.com', expiry_day: '2026-09-30', pv: { year_pv: 5999 } } };
const noEmail = { member: { email: '  ', expiry_day: '2027-12-31', pv: { year_pv: 0 } } };

describe('step 1 next (spec-coverage “Checkout pages”), the first rule that applies in the spec order', () => {
  it('opens step 2 when none applies', () => {
    expect(stepOneBlock(open)).toBeNull();
  });

  it('settlement running: alert, home — before every other rule', () => {
    expect(stepOneBlock({ ...open, ...settling, ...closed, ...expired, giftChoicePending: true })).toEqual({
      gate: 'settlement',
      message: ORDER_MESSAGES.settlement,
      to: '/home',
    });
  });

  it('shop closed: the shop-close page, no alert — before expiry, e-mail and gifts', () => {
    expect(stepOneBlock({ ...open, ...closed, ...expired, giftChoicePending: true })).toEqual({
      gate: 'shop-closed',
      message: null,
      to: '/member/shopcart/shop-close',
    });
  });

  it('shop closed by its window follows the configured reading', () => {
    const window = { shopSystem: { status: 1, started_at: '2026-11-23 08:00:00', finished_at: '2026-11-23 12:00:00' } };
    expect(stepOneBlock({ ...open, ...window })?.gate).toBe('shop-closed');
    expect(stepOneBlock({ ...open, ...window, reading: 'outside-window' })).toBeNull();
  });

  it('expired with year PV under 6,000: alert, home — before e-mail', () => {
    expect(stepOneBlock({ ...open, member: { ...expired.member, email: null }, giftChoicePending: true })).toEqual({
      gate: 'expired',
      message: ORDER_MESSAGES.expired,
      to: '/home',
    });
    expect(stepOneBlock({ ...open, member: { ...expired.member, pv: { year_pv: 6000 } } })).toBeNull();
  });

  it('no e-mail: alert, /member/account — before the gift choice', () => {
    expect(stepOneBlock({ ...open, ...noEmail, giftChoicePending: true })).toEqual({
      gate: 'no-email',
      message: ORDER_MESSAGES.noEmail,
      to: '/member/account',
    });
  });

  it('a gift still to choose: alert, stay', () => {
    expect(stepOneBlock({ ...open, giftChoicePending: true })).toEqual({
      gate: 'gift-choice',
      message: ORDER_MESSAGES.giftChoicePending,
      to: null,
    });
  });

  it('the reading setting: the two readings, anything else the default', () => {
    expect(parseShopClosedReading('outside-window')).toBe('outside-window');
    expect(parseShopClosedReading('inside-window')).toBe('inside-window');
    expect(parseShopClosedReading(undefined)).toBe('inside-window');
    expect(parseShopClosedReading('sometimes')).toBe('inside-window');
  });
});

const line = (
  id: number,
  number: string,
  stock: number,
  extra: { is_lucky?: number; product_quantity?: number; max_limited_buy?: number | null } = {},
) => ({
  id,
  product_id: id * 10,
  product_quantity: extra.product_quantity ?? 1,
  is_lucky: extra.is_lucky ?? 0,
  products: {
    name: `商品${id}`,
    product_number: number,
    quantity: stock,
    max_limited_buy: extra.max_limited_buy ?? null,
  },
});

describe('the order lines built from the cart', () => {
  it('keeps lines still purchasable: a line limit above 0, or lucky lines (made to order)', () => {
    const lines = [line(1, '04001', 5), line(2, '04002', 0), line(3, '01001', 0, { is_lucky: 1 })];
    expect(purchasableLines(lines).map((item) => item.id)).toEqual([1, 3]);
    expect(draftLinesFrom(lines)).toEqual([
      { cart_id: 1, product_id: 10, product_number: '04001', quantity: 1, name: '商品1' },
      { cart_id: 3, product_id: 30, product_number: '01001', quantity: 1, name: '商品3' },
    ]);
  });

  it('the draft matches the cart only while the same lines and quantities are in it', () => {
    const lines = [line(1, '04001', 5, { product_quantity: 2 }), line(2, '02001', 5)];
    const draft = draftLinesFrom(lines);
    expect(draftMatchesCart(draft, lines)).toBe(true);
    expect(draftMatchesCart(draft, [lines[0]])).toBe(false);
    expect(draftMatchesCart(draft, [{ ...lines[0], product_quantity: 3 }, lines[1]])).toBe(false);
    expect(draftMatchesCart(draft, [...lines, line(4, '04002', 5)])).toBe(false);
    expect(draftMatchesCart([], [])).toBe(false);
  });
});
