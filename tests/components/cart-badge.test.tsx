/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CartBadge } from '@/components/layout/cart-badge';
import { addToCart, getCart } from '@/lib/api/cart';
import { useCartActions } from '@/lib/hooks/use-cart';
import { useSignedIn } from '@/lib/hooks/use-signed-in';
import { cart, line, product } from '../support/cart-fixtures';

jest.mock('@/lib/api/member-browser', () => ({ bffApi: () => ({}) }));
jest.mock('@/lib/api/cart', () => ({ ...jest.requireActual('@/lib/api/cart'), getCart: jest.fn(), addToCart: jest.fn() }));
jest.mock('@/lib/api/characters', () => ({ listCharacters: jest.fn() }));
jest.mock('@/lib/hooks/use-signed-in', () => ({ useSignedIn: jest.fn() }));

const fetchCart = getCart as jest.MockedFunction<typeof getCart>;
const signedIn = useSignedIn as jest.MockedFunction<typeof useSignedIn>;

/** A fresh SWR cache per test. */
const fresh = ({ children }: { children: React.ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

beforeEach(() => {
  fetchCart.mockReset();
  (addToCart as jest.Mock).mockReset();
});

describe('the header cart badge (spec-coverage “Product page: cart and favourites”)', () => {
  it('a visitor: nothing shown, nothing fetched', () => {
    signedIn.mockReturnValue(false);
    const { container } = render(<CartBadge />, { wrapper: fresh });
    expect(container).toBeEmptyDOMElement();
    expect(fetchCart).not.toHaveBeenCalled();
  });

  it('a member: the sum of the quantities, in the link name', async () => {
    signedIn.mockReturnValue(true);
    fetchCart.mockResolvedValue(cart(line({ product_quantity: 2 }), line({ id: 2, product_id: 9, product_quantity: 1 }), line({ id: 3, product_id: 30, is_lucky: 1 })));
    render(<CartBadge />, { wrapper: fresh });
    const link = await screen.findByRole('link', { name: '購物車，4 件商品' });
    expect(link).toHaveAttribute('href', '/member/shopcart');
    expect(link).toHaveTextContent('4');
  });

  it('follows an add at once (optimistic), before the API answers', async () => {
    signedIn.mockReturnValue(true);
    fetchCart.mockResolvedValue(cart(line({ product_quantity: 2 })));
    let answer: (value: unknown) => void = () => undefined;
    (addToCart as jest.Mock).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let actions: ReturnType<typeof useCartActions> | undefined;
    function Adder() {
      actions = useCartActions();
      return null;
    }
    render(
      <>
        <CartBadge />
        <Adder />
      </>,
      { wrapper: fresh },
    );
    await screen.findByRole('link', { name: '購物車，2 件商品' });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = actions!.add(product(), { product_id: 8, product_quantity: 3 });
    });
    expect(await screen.findByRole('link', { name: '購物車，5 件商品' })).toBeInTheDocument();
    await act(async () => {
      answer(line({ product_quantity: 5 }));
      await adding;
    });
    expect(screen.getByRole('link', { name: '購物車，5 件商品' })).toBeInTheDocument();
  });

  it('shows the message of a line the API removed for lack of stock, once, on whatever page; nothing for an unavailable one', async () => {
    signedIn.mockReturnValue(true);
    const removed = [
      { id: 7, product_id: 70, name: '紫水晶洞', reason: 'out_of_stock' as const, message: '紫水晶洞 已無庫存，將自動從購物車移除' },
      { id: 8, product_id: 80, name: '下架商品', reason: 'unavailable' as const, message: '' },
    ];
    fetchCart.mockResolvedValue({ ...cart(line({ product_quantity: 1 })), removed });
    const { unmount } = render(<CartBadge />, { wrapper: fresh });
    const alert = await screen.findByText('紫水晶洞 已無庫存，將自動從購物車移除');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/下架商品/)).not.toBeInTheDocument();
    unmount();
    // Another page with the same answer: not again.
    render(<CartBadge />, { wrapper: fresh });
    await screen.findByRole('link', { name: '購物車，1 件商品' });
    expect(screen.queryByText(/已無庫存/)).not.toBeInTheDocument();
  });
});
