/** @jest-environment #jsdom-page-environment */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { useCartLineUpdate } from '@/lib/hooks/use-cart-line-update';
import { useFavoriteActions, useFavorites } from '@/lib/hooks/use-favorites';
import { cart, favorite, line } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { later, mockNetwork, server, signIn } from '../support/network';
import { FreshCache } from '../support/render-page';

const network = mockNetwork();

beforeEach(() => signIn());

describe('changes made while an earlier one is still on its way (a quick member)', () => {
  it('two favourites removed one after the other both stay removed, whichever answer comes first', async () => {
    server.use(
      http.get('/api/bff/user/favorites', () =>
        HttpResponse.json(contractAnswer('GET user/favorites', { data: [favorite(1), favorite(2), favorite(3)] })),
      ),
    );
    const first = later();
    const second = later();
    server.use(
      http.delete('/api/bff/user/favorites/1', first.reply),
      http.delete('/api/bff/user/favorites/2', second.reply),
    );
    const { result } = renderHook(() => ({ list: useFavorites(), actions: useFavoriteActions() }), {
      wrapper: FreshCache,
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(3));

    let done: Promise<unknown>[] = [];
    act(() => {
      done = [result.current.actions.remove(10), result.current.actions.remove(20)];
    });
    expect(result.current.list.data?.map((item) => item.product_id)).toEqual([30]);
    await act(async () => {
      second.answer(contractAnswer('DELETE user/favorites/{id}', {}));
      first.answer(contractAnswer('DELETE user/favorites/{id}', {}));
      await Promise.all(done);
    });
    expect(result.current.list.data?.map((item) => item.product_id)).toEqual([30]);
  });

  it('a cart line removed while another one changes quantity stays removed', async () => {
    const a = line({ id: 1, product_id: 8 });
    const b = line({ id: 2, product_id: 9 });
    server.use(
      http.get('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(contractAnswer('GET user/shopping-carts', cart(a, b))),
      ),
    );
    const removal = later();
    const change = later();
    server.use(
      http.delete('/api/bff/user/shopping-carts/1', removal.reply),
      http.put('/api/bff/user/shopping-carts/2', change.reply),
    );
    const { result } = renderHook(
      () => ({ cart: useCart(), actions: { ...useCartActions(), update: useCartLineUpdate() } }),
      { wrapper: FreshCache },
    );
    await waitFor(() => expect(result.current.cart.data?.data).toHaveLength(2));

    let done: Promise<unknown>[] = [];
    act(() => {
      done = [result.current.actions.remove(a), result.current.actions.update(b, { product_quantity: 4 })];
    });
    expect(result.current.cart.data?.data.map((item) => [item.id, item.product_quantity])).toEqual([[2, 4]]);
    await waitFor(() => expect(network.sent('PUT /api/bff/user/shopping-carts/2')).toHaveLength(1));
    expect(network.sent('PUT /api/bff/user/shopping-carts/2')[0].body).toEqual({ product_quantity: 4 });
    await act(async () => {
      removal.answer(contractAnswer('DELETE user/shopping-carts/{id}', {}));
      change.answer(contractAnswer('PUT user/shopping-carts/{id}', { data: { ...b, product_quantity: 4 } }));
      await Promise.all(done);
    });
    expect(result.current.cart.data?.data.map((item) => [item.id, item.product_quantity])).toEqual([[2, 4]]);
  });
});
