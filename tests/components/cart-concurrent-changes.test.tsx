/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { getCart, listFavorites, removeCartLine, removeFavorite, updateCartLine } from '@/lib/api/cart';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { useFavoriteActions, useFavorites } from '@/lib/hooks/use-favorites';
import { cart, favorite, line } from '../support/cart-fixtures';

jest.mock('@/lib/api/member-browser', () => ({ bffApi: () => ({}) }));
jest.mock('@/lib/api/characters', () => ({ listCharacters: jest.fn() }));
jest.mock('@/lib/hooks/use-signed-in', () => ({ useSignedIn: () => true }));
jest.mock('@/lib/api/cart', () => ({
  ...jest.requireActual('@/lib/api/cart'),
  getCart: jest.fn(),
  listFavorites: jest.fn(),
  removeCartLine: jest.fn(),
  updateCartLine: jest.fn(),
  removeFavorite: jest.fn(),
}));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

/** A call the test answers when it chooses. */
function deferred() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

describe('changes made while an earlier one is still on its way (a quick member)', () => {
  it('two favourites removed one after the other both stay removed, whichever answer comes first', async () => {
    (listFavorites as jest.Mock).mockResolvedValue([favorite(1), favorite(2), favorite(3)]);
    const first = deferred();
    const second = deferred();
    (removeFavorite as jest.Mock).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => ({ list: useFavorites(), actions: useFavoriteActions() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toHaveLength(3));

    let done: Promise<unknown>[] = [];
    act(() => {
      done = [result.current.actions.remove(10), result.current.actions.remove(20)];
    });
    expect(result.current.list.data?.map((item) => item.product_id)).toEqual([30]);
    await act(async () => {
      second.resolve({});
      first.resolve({});
      await Promise.all(done);
    });
    expect(result.current.list.data?.map((item) => item.product_id)).toEqual([30]);
  });

  it('a cart line removed while another one changes quantity stays removed', async () => {
    const a = line({ id: 1, product_id: 8 });
    const b = line({ id: 2, product_id: 9 });
    (getCart as jest.Mock).mockResolvedValue(cart(a, b));
    const removal = deferred();
    const change = deferred();
    (removeCartLine as jest.Mock).mockReturnValueOnce(removal.promise);
    (updateCartLine as jest.Mock).mockReturnValueOnce(change.promise);
    const { result } = renderHook(() => ({ cart: useCart(), actions: useCartActions() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.data).toHaveLength(2));

    let done: Promise<unknown>[] = [];
    act(() => {
      done = [result.current.actions.remove(a), result.current.actions.update(b, { product_quantity: 4 })];
    });
    expect(result.current.cart.data?.data.map((item) => [item.id, item.product_quantity])).toEqual([[2, 4]]);
    await act(async () => {
      removal.resolve({});
      change.resolve({ ...b, product_quantity: 4 });
      await Promise.all(done);
    });
    expect(result.current.cart.data?.data.map((item) => [item.id, item.product_quantity])).toEqual([[2, 4]]);
  });
});
