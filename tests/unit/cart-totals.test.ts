import { cartTotals, isMixedCart, linePv, lineTotal } from '@/lib/domain/cart';

const line = (member_price: number, pv: number, product_quantity: number, is_lucky = 0) => ({
  product_quantity,
  is_lucky,
  products: { member_price, pv },
});

describe('cart totals (spec-coverage “Member area: favourites and cart step 1” "Cart step 1")', () => {
  it('a line is the member price and PV times the quantity', () => {
    expect(lineTotal(line(1280, 64, 3))).toBe(3840);
    expect(linePv(line(1280, 64, 3))).toBe(192);
  });

  it('sums every line; an empty cart is zero', () => {
    expect(cartTotals([line(1280, 64, 3), line(5400, 270, 1, 1)])).toEqual({ price: 9240, pv: 462 });
    expect(cartTotals([])).toEqual({ price: 0, pv: 0 });
  });

  it('is mixed only with ordinary and lucky lines together', () => {
    expect(isMixedCart([line(1, 1, 1), line(1, 1, 1, 1)])).toBe(true);
    expect(isMixedCart([line(1, 1, 1), line(1, 1, 2)])).toBe(false);
    expect(isMixedCart([line(1, 1, 1, 1)])).toBe(false);
    expect(isMixedCart([])).toBe(false);
  });
});
