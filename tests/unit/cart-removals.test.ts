import { cartRemovals } from '@/lib/domain/cart/removals';
import { cart, line, product } from '../support/cart-fixtures';

/** The lines the cart page removes itself, whatever the API did on reading the cart (M §4; issue 50, D13). */
describe('cart lines the page removes', () => {
  const soldOut = line({ id: 1, out_of_stock: 1, products: product({ name: '紫水晶洞', quantity: 0 }) });
  const luckySoldOut = line({ id: 2, is_lucky: 1, out_of_stock: 1, products: product({ quantity: 0 }) });
  const hidden = line({ id: 3, products: product({ name: '下架商品', status: 0 }) });
  const ordinary = line({ id: 4, products: product({ status: 1 }) });

  it('an ordinary line at zero stock, with the message the API gives; never a lucky one', () => {
    expect(cartRemovals(cart(soldOut, luckySoldOut, ordinary), false)).toEqual([
      {
        id: 1,
        product_id: 8,
        name: '紫水晶洞',
        reason: 'out_of_stock',
        message: '紫水晶洞 已無庫存，將自動從購物車移除',
      },
    ]);
  });

  it('a status-0 product, silently, for a member who is not a tester; a tester keeps it', () => {
    expect(cartRemovals(cart(hidden, ordinary), false)).toEqual([
      { id: 3, product_id: 8, name: '下架商品', reason: 'unavailable', message: '' },
    ]);
    expect(cartRemovals(cart(hidden, ordinary), true)).toEqual([]);
  });

  it('a status-0 lucky line goes too; status-0 lines wait until the member is read', () => {
    const luckyHidden = { ...luckySoldOut, out_of_stock: 0, products: product({ status: 0 }) };
    expect(cartRemovals(cart(luckyHidden), false).map((removal) => removal.reason)).toEqual(['unavailable']);
    expect(cartRemovals(cart(hidden, soldOut), undefined).map((removal) => removal.id)).toEqual([1]);
  });

  it('a line the API already answered as removed is not named again', () => {
    const answered = { ...cart(soldOut), removed: [cartRemovals(cart(soldOut), false)[0]] };
    expect(cartRemovals(answered, false)).toEqual([]);
  });
});
