/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductActions } from '@/components/product/product-actions';
import { ApiError } from '@/lib/api/errors';
import type { Cart, Favorite } from '@/lib/api/types';
import { CART_MESSAGES } from '@/lib/domain/cart';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { useFavoriteActions, useFavorites } from '@/lib/hooks/use-favorites';
import { useSignedIn } from '@/lib/hooks/use-signed-in';
import { cart, line, product } from '../support/cart-fixtures';

const replace = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), useSearchParams: () => new URLSearchParams(search) }));
// The member's actions are loaded as they are (synchronously here); the lucky form is a stub.
jest.mock('next/dynamic', () => (load: () => unknown) =>
  String(load).includes('member-actions')
    ? jest.requireActual('@/components/product/member-actions').MemberActions
    : function LuckyFormStub() {
        return <div role="dialog" aria-label="訂製資料" />;
      },
);
jest.mock('@/lib/hooks/use-signed-in', () => ({ useSignedIn: jest.fn(), isSignedIn: jest.fn() }));
jest.mock('@/lib/hooks/use-cart', () => ({ useCart: jest.fn(), useCartActions: jest.fn() }));
jest.mock('@/lib/hooks/use-favorites', () => ({ useFavorites: jest.fn(), useFavoriteActions: jest.fn() }));

const signedIn = useSignedIn as jest.MockedFunction<typeof useSignedIn>;
const add = jest.fn();
const addFavorite = jest.fn();
const removeFavorite = jest.fn();

function memberWith(current: Cart = cart(), favorites: Favorite[] = []) {
  signedIn.mockReturnValue(true);
  (jest.requireMock('@/lib/hooks/use-signed-in').isSignedIn as jest.Mock).mockReturnValue(true);
  (useCart as jest.Mock).mockReturnValue({ data: current });
  (useCartActions as jest.Mock).mockReturnValue({ add });
  (useFavorites as jest.Mock).mockReturnValue({ data: favorites });
  (useFavoriteActions as jest.Mock).mockReturnValue({ add: addFavorite, remove: removeFavorite });
}

beforeEach(() => {
  jest.clearAllMocks();
  search = '';
  replace.mockReset();
  add.mockReset().mockResolvedValue('added');
  addFavorite.mockReset().mockResolvedValue(undefined);
  removeFavorite.mockReset().mockResolvedValue(undefined);
  window.history.replaceState(null, '', '/product/8');
});

const quantity = () => screen.getByRole('spinbutton', { name: '數量' });

describe('the quantity picker is capped by the line limit (spec-coverage “Product page: cart and favourites”)', () => {
  it('max_limited_buy 3: one to three', async () => {
    memberWith();
    const user = userEvent.setup();
    render(<ProductActions product={product({ max_limited_buy: 3, quantity: 60 })} />);
    expect(quantity()).toHaveAttribute('max', '3');
    for (let i = 0; i < 5; i += 1) if (!screen.getByRole('button', { name: '增加數量' }).hasAttribute('disabled')) await user.click(screen.getByRole('button', { name: '增加數量' }));
    expect(quantity()).toHaveValue(3);
    expect(screen.getByRole('button', { name: '增加數量' })).toBeDisabled();
    await user.clear(quantity());
    await user.type(quantity(), '9');
    expect(quantity()).toHaveValue(3);
  });

  it('stock below the maximum: the stock', () => {
    memberWith();
    render(<ProductActions product={product({ max_limited_buy: 3, quantity: 2 })} />);
    expect(quantity()).toHaveAttribute('max', '2');
  });

  it('no maximum: 50', () => {
    memberWith();
    render(<ProductActions product={product({ max_limited_buy: null, quantity: 999 })} />);
    expect(quantity()).toHaveAttribute('max', '50');
    expect(screen.getByText('每筆最多 50 件')).toBeInTheDocument();
  });

  it('stock 0: 已售完, nothing to add', () => {
    memberWith();
    render(<ProductActions product={product({ quantity: 0 })} />);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已售完' })).toBeDisabled();
  });

  it('a lucky item: always 1, no favourite, the add opens the form', async () => {
    memberWith();
    const user = userEvent.setup();
    render(<ProductActions product={product({ product_number: '01205', quantity: 999, max_limited_buy: 5 })} />);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByText('數量：1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /最愛/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    expect(screen.getByRole('dialog', { name: '訂製資料' })).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });
});

describe('adding to the cart (spec-coverage “Product page: cart and favourites”)', () => {
  it('sends the quantity and announces 成功加入購物車', async () => {
    memberWith();
    const user = userEvent.setup();
    render(<ProductActions product={product({ max_limited_buy: 3 })} />);
    await user.click(screen.getByRole('button', { name: '增加數量' }));
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }), { product_id: 8, product_quantity: 2 });
    expect(await screen.findByRole('status')).toHaveTextContent(CART_MESSAGES.added);
  });

  it('out of stock: an alert with the product name', async () => {
    memberWith();
    add.mockResolvedValue('out_of_stock');
    const user = userEvent.setup();
    render(<ProductActions product={product()} />);
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('生肖限量紀念禮盒 庫存不足');
  });

  it("an API refusal shows the API's message", async () => {
    memberWith(cart(line({ product_quantity: 3 })));
    add.mockRejectedValue(new ApiError(422, '超過可購買數量，每筆最多 3 件'));
    const user = userEvent.setup();
    render(<ProductActions product={product({ max_limited_buy: 3 })} />);
    expect(screen.getByText('購物車內已有 3 件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('超過可購買數量，每筆最多 3 件');
  });

  it('a cart of lucky 12-instalment lines asks first; cancel adds nothing, confirm adds', async () => {
    memberWith(cart(line({ id: 4, product_id: 20, is_lucky: 1, is_installment: 1 })));
    const user = userEvent.setup();
    render(<ProductActions product={product()} />);
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    const question = screen.getByRole('alertdialog', { name: '加入一般商品' });
    expect(question).toHaveAccessibleDescription(CART_MESSAGES.installmentLost);
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(add).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '確定加入' }));
    expect(add).toHaveBeenCalledTimes(1);
  });
});

describe('favourite toggle (spec-coverage “Product page: cart and favourites”, member §8)', () => {
  it('adds with 已加入我的最愛', async () => {
    memberWith();
    const user = userEvent.setup();
    render(<ProductActions product={product()} />);
    await user.click(screen.getByRole('button', { name: '加入最愛' }));
    expect(addFavorite).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent(CART_MESSAGES.favouriteAdded);
  });

  it('removes with 已移除 / 商品已從我的最愛移除', async () => {
    memberWith(cart(), [{ id: 1, product_id: 8, created_at: '', products: product() }]);
    const user = userEvent.setup();
    render(<ProductActions product={product()} />);
    await user.click(screen.getByRole('button', { name: '移除最愛' }));
    expect(removeFavorite).toHaveBeenCalledWith(8);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('已移除');
    expect(status).toHaveTextContent('商品已從我的最愛移除');
  });
});

describe('?action=buy (spec-coverage “Product page: cart and favourites”)', () => {
  it('a member: added once, and the query dropped', async () => {
    search = 'action=buy';
    window.history.replaceState(null, '', '/product/8?action=buy');
    memberWith();
    const { rerender } = render(<ProductActions product={product()} />);
    expect(await screen.findByRole('status')).toHaveTextContent(CART_MESSAGES.added);
    rerender(<ProductActions product={product()} />);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(expect.anything(), { product_id: 8, product_quantity: 1 });
    expect(window.location.search).toBe('');
  });

  it('a visitor: sent to login with the action remembered', () => {
    search = 'action=buy';
    signedIn.mockReturnValue(false);
    (jest.requireMock('@/lib/hooks/use-signed-in').isSignedIn as jest.Mock).mockReturnValue(false);
    render(<ProductActions product={product()} />);
    expect(replace).toHaveBeenCalledWith(`/member/login?redirect=${encodeURIComponent('/product/8?action=buy')}`);
  });
});

describe('a visitor', () => {
  it('gets login links that come back to the product', () => {
    signedIn.mockReturnValue(false);
    render(<ProductActions product={product()} />);
    const back = `/member/login?redirect=${encodeURIComponent('/product/8')}`;
    expect(screen.getByRole('link', { name: '加入購物車' })).toHaveAttribute('href', back);
    expect(screen.getByRole('link', { name: '加入最愛' })).toHaveAttribute('href', back);
    expect(useCart).not.toHaveBeenCalled();
  });
});
