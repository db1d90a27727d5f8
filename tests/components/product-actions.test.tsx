/** @jest-environment #jsdom-page-environment */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProductActions } from '@/components/product/product-actions';
import type { Cart, Favorite, Product } from '@/lib/contract/types';
import { CART_MESSAGES } from '@/lib/domain/cart';
import { cart, chart, line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { offContract } from '../support/mocked-answers';
import { lunarChartFortune } from '../support/member-records';
import { mockNetwork, refusal, server, signIn, signOut } from '../support/network';
import { FreshCache } from '../support/render-page';

const replace = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  useSearchParams: () => new URLSearchParams(search),
}));

const network = mockNetwork();
const adds = () => network.sent('POST /api/bff/user/shopping-carts');

/**
 * The product's actions for a signed-in member whose cart and favourites are as given, once the
 * member's actions have loaded and read them. An add answers the summed line.
 */
async function showAsMember(item: Product, current: Cart = cart(), favorites: Favorite[] = []) {
  signIn();
  server.use(
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', current)),
    ),
    http.get('/api/bff/user/favorites', () =>
      HttpResponse.json(contractAnswer('GET user/favorites', { data: favorites })),
    ),
    http.post('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('POST user/shopping-carts', { data: line({ product_quantity: 2 }) })),
    ),
  );
  const page = render(<ProductActions product={item} />, { wrapper: FreshCache });
  await screen.findByRole('button', { name: /^(加入購物車|已售完)$/ });
  await network.settled();
  return page;
}

beforeEach(() => {
  search = '';
  replace.mockReset();
  signOut();
  window.history.replaceState(null, '', '/product/8');
});

const quantity = () => screen.getByRole('spinbutton', { name: '數量' });

describe('the quantity picker is capped by the line limit (spec-coverage “Product page: cart and favourites”)', () => {
  it('max_limited_buy 3: one to three', async () => {
    const user = userEvent.setup();
    await showAsMember(product({ max_limited_buy: 3, quantity: 60 }));
    expect(quantity()).toHaveAttribute('max', '3');
    for (let i = 0; i < 5; i += 1)
      if (!screen.getByRole('button', { name: '增加數量' }).hasAttribute('disabled'))
        await user.click(screen.getByRole('button', { name: '增加數量' }));
    expect(quantity()).toHaveValue(3);
    expect(screen.getByRole('button', { name: '增加數量' })).toBeDisabled();
    await user.clear(quantity());
    await user.type(quantity(), '9');
    expect(quantity()).toHaveValue(3);
  });

  it('stock below the maximum: the stock', async () => {
    await showAsMember(product({ max_limited_buy: 3, quantity: 2 }));
    expect(quantity()).toHaveAttribute('max', '2');
  });

  it('no maximum: 50', async () => {
    await showAsMember(product({ max_limited_buy: null, quantity: 999 }));
    expect(quantity()).toHaveAttribute('max', '50');
    expect(screen.getByText('每筆最多 50 件')).toBeInTheDocument();
  });

  it('stock 0: 已售完, nothing to add', async () => {
    await showAsMember(product({ quantity: 0 }));
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已售完' })).toBeDisabled();
  });

  it('a lucky item: always 1, no favourite, the add opens the form', async () => {
    const user = userEvent.setup();
    await showAsMember(product({ product_number: '01205', quantity: 999, max_limited_buy: 5 }));
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByText('數量：1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /最愛/ })).not.toBeInTheDocument();
    server.use(
      http.get('/api/bff/user/characters', () =>
        HttpResponse.json(contractAnswer('GET user/characters', { data: [] })),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    expect(await screen.findByRole('dialog', { name: '訂製資料：生肖限量紀念禮盒' })).toBeInTheDocument();
    expect(adds()).toHaveLength(0);
  });
});

describe('a lucky add carries the chart the spec’s way (M §3 cart line; issue 50, D5)', () => {
  it("sends the chosen chart's fortune fields with the word and sizes, character_id beside them", async () => {
    const user = userEvent.setup();
    await showAsMember(product({ id: 30, product_number: '01205', quantity: 999 }));
    server.use(
      http.get('/api/bff/user/characters', () =>
        HttpResponse.json(
          contractAnswer('GET user/characters', {
            data: [
              chart({
                id: 3,
                calendar: '農曆',
                is_leap: 1,
                hour: '8',
                minute: '00',
                china_hour: '辰',
                name: 'Amy Lin',
                gender: 'F',
                birth_at: '2023-03-31 08:00:00',
              }),
            ],
          }),
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    await user.selectOptions(await screen.findByLabelText('命盤'), '3');
    await user.selectOptions(screen.getByLabelText('字樣'), '甲');
    await user.selectOptions(screen.getByLabelText('戒圍'), '12.5');
    await user.click(screen.getByRole('radio', { name: '右手無名指' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '不分期' }));
    await waitFor(() => expect(adds()).toHaveLength(1));
    await network.settled();
    expect(adds()[0].body).toEqual({
      product_id: 30,
      product_quantity: 1,
      is_installment: 0,
      character_id: 3,
      ...lunarChartFortune,
      fortune_word: '甲',
      fortune_ring_size: '12.5',
      fortune_finger: 'R4',
    });
  });
});

describe('adding to the cart (spec-coverage “Product page: cart and favourites”)', () => {
  it('sends the quantity and announces 成功加入購物車', async () => {
    const user = userEvent.setup();
    await showAsMember(product({ max_limited_buy: 3 }));
    await user.click(screen.getByRole('button', { name: '增加數量' }));
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    // The add starts after the tap's paint (issue 37): its outcome comes a frame later.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CART_MESSAGES.added));
    expect(adds().map((request) => request.body)).toEqual([{ product_id: 8, product_quantity: 2 }]);
  });

  it('out of stock: an alert with the product name', async () => {
    const user = userEvent.setup();
    await showAsMember(product());
    server.use(
      http.post('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(contractAnswer('POST user/shopping-carts', { data: { product_id: 8, out_of_stock: 1 } })),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('生肖限量紀念禮盒 庫存不足'));
  });

  it('out of stock answered with the line the API made: the alert, and the page deletes that line (P §8)', async () => {
    const user = userEvent.setup();
    await showAsMember(product());
    server.use(
      http.post('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(
          contractAnswer('POST user/shopping-carts', { data: line({ id: 31, product_id: 8, out_of_stock: 1 }) }),
        ),
      ),
      http.delete('/api/bff/user/shopping-carts/31', () =>
        HttpResponse.json(contractAnswer('DELETE user/shopping-carts/{id}', { message: '已刪除' })),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('生肖限量紀念禮盒 庫存不足'));
    await waitFor(() => expect(network.sent('DELETE /api/bff/user/shopping-carts/31')).toHaveLength(1));
    expect(screen.queryByRole('status')).not.toHaveTextContent(CART_MESSAGES.added);
  });

  it("an API refusal shows the API's message", async () => {
    const user = userEvent.setup();
    await showAsMember(product({ max_limited_buy: 3 }), cart(line({ product_quantity: 3 })));
    server.use(
      http.post('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(refusal('超過可購買數量，每筆最多 3 件'), { status: 422 }),
      ),
    );
    expect(screen.getByText('購物車內已有 3 件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('超過可購買數量，每筆最多 3 件'));
  });

  it('a cart of lucky 12-instalment lines asks first; cancel adds nothing, confirm adds', async () => {
    const user = userEvent.setup();
    await showAsMember(product(), cart(line({ id: 4, product_id: 20, is_lucky: 1, is_installment: 1 })));
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    const question = screen.getByRole('alertdialog', { name: '加入一般商品' });
    expect(question).toHaveAccessibleDescription(CART_MESSAGES.installmentLost);
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(adds()).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '確定加入' }));
    await waitFor(() => expect(adds()).toHaveLength(1));
  });
});

describe('favourite toggle (spec-coverage “Product page: cart and favourites”, member §8)', () => {
  it('adds with 已加入我的最愛', async () => {
    const user = userEvent.setup();
    await showAsMember(product());
    server.use(
      http.post('/api/bff/user/favorites', () =>
        HttpResponse.json(
          contractAnswer('POST user/favorites', {
            data: { id: 1, product_id: 8, created_at: '2026-01-01 00:00:00', products: product() },
          }),
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入最愛' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CART_MESSAGES.favouriteAdded);
    expect(network.sent('POST /api/bff/user/favorites').map((request) => request.body)).toEqual([{ product_id: 8 }]);
  });

  it('adds when the API answers without the favourite (D20): the list is read again, nothing undefined in it', async () => {
    const user = userEvent.setup();
    await showAsMember(product());
    server.use(
      http.post('/api/bff/user/favorites', () =>
        offContract(HttpResponse.json({ message: '已加入' }), "the spec's POST user/favorites, no answer shown (D20)"),
      ),
      http.get('/api/bff/user/favorites', () =>
        offContract(
          HttpResponse.json([{ id: 1, product_id: 8, created_at: '2026/01/01 00:00:00', products: product() }]),
          "the spec's bare list (docs/api-contract.md, the shop's readings)",
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入最愛' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CART_MESSAGES.favouriteAdded);
    expect(await screen.findByRole('button', { name: '移除最愛' })).toBeInTheDocument();
    expect(network.sent('GET /api/bff/user/favorites')).toHaveLength(2);
  });

  it("removes with 已移除 / 商品已從我的最愛移除, by the favourite's own id (M §7's {id}; issue 50, D14)", async () => {
    const user = userEvent.setup();
    await showAsMember(product(), cart(), [
      { id: 1, product_id: 8, created_at: '2026-01-01 00:00:00', products: product() },
    ]);
    server.use(
      http.delete('/api/bff/user/favorites/1', () =>
        HttpResponse.json(contractAnswer('DELETE user/favorites/{id}', {})),
      ),
    );
    await user.click(screen.getByRole('button', { name: '移除最愛' }));
    const status = await screen.findByRole('status');
    expect(network.sent('DELETE /api/bff/user/favorites/1')).toHaveLength(1);
    expect(status).toHaveTextContent('已移除');
    expect(status).toHaveTextContent('商品已從我的最愛移除');
  });
});

describe('?action=buy (spec-coverage “Product page: cart and favourites”)', () => {
  it('a member: added once, and the query dropped', async () => {
    search = 'action=buy';
    window.history.replaceState(null, '', '/product/8?action=buy');
    const { rerender } = await showAsMember(product());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CART_MESSAGES.added));
    rerender(<ProductActions product={product()} />);
    await network.settled();
    expect(adds().map((request) => request.body)).toEqual([{ product_id: 8, product_quantity: 1 }]);
    expect(window.location.search).toBe('');
  });

  it('a member on a lucky product: the personalisation form opens, nothing is added (0056)', async () => {
    search = 'action=buy';
    window.history.replaceState(null, '', '/product/8?action=buy');
    server.use(
      http.get('/api/bff/user/characters', () =>
        HttpResponse.json(contractAnswer('GET user/characters', { data: [] })),
      ),
    );
    await showAsMember(product({ product_number: '01205', quantity: 999 }));
    expect(await screen.findByRole('dialog', { name: '訂製資料：生肖限量紀念禮盒' })).toBeInTheDocument();
    await network.settled();
    expect(adds()).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('a visitor: sent to login with the action remembered', async () => {
    search = 'action=buy';
    render(<ProductActions product={product()} />, { wrapper: FreshCache });
    expect(replace).toHaveBeenCalledWith(`/member/login?redirect=${encodeURIComponent('/product/8?action=buy')}`);
  });
});

describe('a visitor', () => {
  it('gets login links that come back to the product', async () => {
    render(<ProductActions product={product()} />, { wrapper: FreshCache });
    const back = `/member/login?redirect=${encodeURIComponent('/product/8')}`;
    expect(screen.getByRole('link', { name: '加入購物車' })).toHaveAttribute('href', back);
    expect(screen.getByRole('link', { name: '加入最愛' })).toHaveAttribute('href', back);
    expect(network.sent()).toHaveLength(0);
  });
});
