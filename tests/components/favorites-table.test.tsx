/** @jest-environment #jsdom-page-environment */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FavoritesView } from '@/components/favorites/favorites-view';
import type { Cart, Favorite } from '@/lib/contract/types';
import { cart, favorite, line } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, refusal, server, signIn } from '../support/network';
import { FreshCache } from '../support/render-page';

const network = mockNetwork();
const adds = () => network.sent('POST /api/bff/user/shopping-carts');

/** The favourites page of a member whose favourites and cart are as given, once both are read. */
async function showFavorites(list: Favorite[], current: Cart = cart()) {
  server.use(
    http.get('/api/bff/user/favorites', () => HttpResponse.json(contractAnswer('GET user/favorites', { data: list }))),
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', current)),
    ),
  );
  const page = render(<FavoritesView />, { wrapper: FreshCache });
  await network.settled();
  return page;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const crystal = favorite(1, { name: '白水晶簇', product_number: '02001', member_price: 1280, pv: 64, quantity: 160 });

beforeEach(() => signIn());

describe('favourites (spec-coverage “Member area: favourites and cart step 1” "Favourites", §8)', () => {
  it('shows name, number, member price, PV and stock, linking to the product', async () => {
    await showFavorites([crystal]);
    const row = rowOf('白水晶簇');
    expect(within(row).getByRole('link', { name: '白水晶簇' })).toHaveAttribute('href', '/product/10');
    expect(within(row).getByText('02001')).toBeInTheDocument();
    expect(within(row).getByText('NT$1,280')).toBeInTheDocument();
    expect(within(row).getByText('64')).toBeInTheDocument();
    expect(within(row).getByText('160')).toBeInTheDocument();
  });

  it('shows 缺貨 at stock 0 or less', async () => {
    await showFavorites([favorite(1, { name: '零庫存', quantity: 0 }), favorite(2, { name: '負庫存', quantity: -2 })]);
    expect(within(rowOf('零庫存')).getByText('缺貨')).toBeInTheDocument();
    expect(within(rowOf('負庫存')).getByText('缺貨')).toBeInTheDocument();
  });

  it('offers no add-to-cart for lucky and test products', async () => {
    await showFavorites([
      crystal,
      favorite(2, { name: '開運戒指', product_number: '01205' }),
      favorite(3, { name: '測試商品', is_testing: 1 }),
    ]);
    expect(within(rowOf('白水晶簇')).getByRole('button', { name: '加入購物車 白水晶簇' })).toBeInTheDocument();
    expect(within(rowOf('開運戒指')).queryByRole('button', { name: /加入購物車/ })).not.toBeInTheDocument();
    expect(within(rowOf('測試商品')).queryByRole('button', { name: /加入購物車/ })).not.toBeInTheDocument();
  });

  it('adds one to the cart and says 成功加入購物車, or that stock is short', async () => {
    const user = userEvent.setup();
    await showFavorites([crystal]);
    server.use(
      http.post(
        '/api/bff/user/shopping-carts',
        () =>
          HttpResponse.json(
            contractAnswer('POST user/shopping-carts', {
              data: line({ id: 5, product_id: 10, products: crystal.products }),
            }),
          ),
        { once: true },
      ),
      http.post('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(contractAnswer('POST user/shopping-carts', { data: { product_id: 10, out_of_stock: 1 } })),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入購物車 白水晶簇' }));
    await waitFor(() =>
      expect(adds().map((request) => request.body)).toEqual([{ product_id: 10, product_quantity: 1 }]),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('成功加入購物車'));
    await user.click(screen.getByRole('button', { name: '加入購物車 白水晶簇' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('白水晶簇 庫存不足'));
  });

  it("shows the API's refusal of an add", async () => {
    const user = userEvent.setup();
    await showFavorites([crystal]);
    server.use(
      http.post('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(refusal('超過可購買數量，每筆最多 50 件'), { status: 422 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入購物車 白水晶簇' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('超過可購買數量，每筆最多 50 件');
  });

  it('asks 確定移除? first; cancel keeps it with 已取消 / 商品仍保留在我的最愛中', async () => {
    const user = userEvent.setup();
    await showFavorites([crystal]);
    await user.click(screen.getByRole('button', { name: '移除 白水晶簇' }));
    const dialog = screen.getByRole('alertdialog', { name: '確定移除?' });
    expect(dialog).toHaveAccessibleDescription('白水晶簇');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(network.sent('DELETE /api/bff/user/favorites/1')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('已取消商品仍保留在我的最愛中');
  });

  it('asks before an add would end 12-instalment payment of the lucky lines', async () => {
    const user = userEvent.setup();
    await showFavorites([crystal], cart(line({ id: 4, product_id: 20, is_lucky: 1, is_installment: 1 })));
    server.use(
      http.post('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(
          contractAnswer('POST user/shopping-carts', {
            data: line({ id: 5, product_id: 10, products: crystal.products }),
          }),
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: '加入購物車 白水晶簇' }));
    expect(adds()).toHaveLength(0);
    await user.click(
      within(screen.getByRole('alertdialog', { name: '加入一般商品' })).getByRole('button', { name: '確定加入' }),
    );
    await waitFor(() => expect(adds()).toHaveLength(1));
  });

  it('confirm removes it with 已移除 / 商品已從我的最愛移除', async () => {
    const user = userEvent.setup();
    await showFavorites([crystal]);
    server.use(
      http.delete('/api/bff/user/favorites/1', () =>
        HttpResponse.json(contractAnswer('DELETE user/favorites/{id}', {})),
      ),
    );
    await user.click(screen.getByRole('button', { name: '移除 白水晶簇' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已移除商品已從我的最愛移除'));
    expect(network.sent('DELETE /api/bff/user/favorites/1')).toHaveLength(1);
    expect(screen.queryByRole('row', { name: /白水晶簇/ })).not.toBeInTheDocument();
  });

  it('an empty list says 我的最愛沒有任何商品', async () => {
    await showFavorites([]);
    expect(screen.getByText('我的最愛沒有任何商品')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
