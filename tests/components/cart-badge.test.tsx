/** @jest-environment #jsdom-page-environment */
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CartBadge } from '@/components/layout/cart-badge';
import { useCartActions } from '@/lib/hooks/use-cart';
import { cart, line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { later, mockNetwork, server, signIn, signOut } from '../support/network';
import { FreshCache } from '../support/render-page';

const network = mockNetwork();
const cartReads = () => network.sent('GET /api/bff/user/shopping-carts');

beforeEach(() => signOut());

describe('the header cart badge (spec-coverage “Product page: cart and favourites”)', () => {
  it('a visitor: nothing shown, nothing fetched', () => {
    const { container } = render(<CartBadge />, { wrapper: FreshCache });
    expect(container).toBeEmptyDOMElement();
    expect(cartReads()).toHaveLength(0);
  });

  it('a member: the sum of the quantities, in the link name', async () => {
    signIn();
    server.use(
      http.get('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(
          contractAnswer(
            'GET user/shopping-carts',
            cart(
              line({ product_quantity: 2 }),
              line({ id: 2, product_id: 9, product_quantity: 1 }),
              line({ id: 3, product_id: 30, is_lucky: 1 }),
            ),
          ),
        ),
      ),
    );
    render(<CartBadge />, { wrapper: FreshCache });
    const link = await screen.findByRole('link', { name: '購物車，4 件商品' });
    expect(link).toHaveAttribute('href', '/member/shopcart');
    expect(link).toHaveTextContent('4');
  });

  it('follows an add at once (optimistic), before the API answers', async () => {
    signIn();
    server.use(
      http.get('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(contractAnswer('GET user/shopping-carts', cart(line({ product_quantity: 2 })))),
      ),
    );
    const added = later();
    server.use(http.post('/api/bff/user/shopping-carts', added.reply));
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
      { wrapper: FreshCache },
    );
    await screen.findByRole('link', { name: '購物車，2 件商品' });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = actions!.add(product(), { product_id: 8, product_quantity: 3 });
    });
    expect(await screen.findByRole('link', { name: '購物車，5 件商品' })).toBeInTheDocument();
    expect(network.sent('POST /api/bff/user/shopping-carts').map((request) => request.body)).toEqual([
      { product_id: 8, product_quantity: 3 },
    ]);
    await act(async () => {
      added.answer(contractAnswer('POST user/shopping-carts', { data: line({ product_quantity: 5 }) }));
      await adding;
    });
    expect(screen.getByRole('link', { name: '購物車，5 件商品' })).toBeInTheDocument();
  });

  it('shows the message of a line the API removed for lack of stock, once, on whatever page; nothing for an unavailable one', async () => {
    signIn();
    const removed = [
      {
        id: 7,
        product_id: 70,
        name: '紫水晶洞',
        reason: 'out_of_stock' as const,
        message: '紫水晶洞 已無庫存，將自動從購物車移除',
      },
      { id: 8, product_id: 80, name: '下架商品', reason: 'unavailable' as const, message: '' },
    ];
    server.use(
      http.get('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(
          contractAnswer('GET user/shopping-carts', { ...cart(line({ product_quantity: 1 })), removed }),
        ),
      ),
    );
    const { unmount } = render(<CartBadge />, { wrapper: FreshCache });
    const alert = await screen.findByText('紫水晶洞 已無庫存，將自動從購物車移除');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/下架商品/)).not.toBeInTheDocument();
    unmount();
    // Another page with the same answer: not again.
    render(<CartBadge />, { wrapper: FreshCache });
    await screen.findByRole('link', { name: '購物車，1 件商品' });
    expect(screen.queryByText(/已無庫存/)).not.toBeInTheDocument();
    expect(cartReads()).toHaveLength(2);
  });

  it("a cart answered without removed (the shop's addition), its lines without created_at: the count, no notice", async () => {
    signIn();
    server.use(
      http.get('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(
          contractAnswer('GET user/shopping-carts', {
            data: [line({ product_quantity: 2 }), line({ id: 2, product_id: 9 })],
          }),
        ),
      ),
    );
    render(<CartBadge />, { wrapper: FreshCache });
    expect(await screen.findByRole('link', { name: '購物車，3 件商品' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });
});
