/** @jest-environment #jsdom-page-environment */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { useCartLineUpdate } from '@/lib/hooks/use-cart-line-update';
import { cart, line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server, signIn } from '../support/network';
import { FreshCache } from '../support/render-page';

/**
 * M §4: choosing 12 instalments on a lucky item "sets is_installment to 1 and clears ordinary items". The page
 * clears them itself: an API built from the spec may leave that to the page (issue 50, D13).
 */
const network = mockNetwork();

const ordinary = line({ id: 1, product_id: 8 });
const other = line({ id: 2, product_id: 9 });
const lucky = line({ id: 3, product_id: 20, is_lucky: 1, products: product({ id: 20, product_number: '01205' }) });

beforeEach(() => {
  signIn();
  // An API that answers the lucky line and leaves the ordinary lines in the cart.
  server.use(
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', cart(ordinary, other, lucky))),
    ),
    http.delete('/api/bff/user/shopping-carts/:id', () =>
      HttpResponse.json(contractAnswer('DELETE user/shopping-carts/{id}', { message: '已刪除' })),
    ),
  );
});

async function cartWithActions() {
  const hook = renderHook(() => ({ cart: useCart(), actions: { ...useCartActions(), update: useCartLineUpdate() } }), {
    wrapper: FreshCache,
  });
  await waitFor(() => expect(hook.result.current.cart.data?.data).toHaveLength(3));
  return hook.result;
}

const deleted = () =>
  network
    .sent()
    .map((request) => request.route)
    .filter((route) => route.startsWith('DELETE '))
    .sort();

it('a lucky line changed to 12 instalments: the page deletes the ordinary lines the API left', async () => {
  server.use(
    http.put('/api/bff/user/shopping-carts/3', () =>
      HttpResponse.json(contractAnswer('PUT user/shopping-carts/{id}', { data: { ...lucky, is_installment: 1 } })),
    ),
  );
  const result = await cartWithActions();
  await act(() => result.current.actions.update(lucky, { is_installment: 1 }));
  expect(deleted()).toEqual(['DELETE /api/bff/user/shopping-carts/1', 'DELETE /api/bff/user/shopping-carts/2']);
  expect(result.current.cart.data?.data.map((item) => item.id)).toEqual([3]);
});

it('a lucky item added with 12 instalments: the same', async () => {
  server.use(
    http.post('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('POST user/shopping-carts', { data: lucky })),
    ),
  );
  const result = await cartWithActions();
  await act(async () => {
    await result.current.actions.add(product({ id: 20, product_number: '01205' }), {
      product_id: 20,
      character_id: 5,
      fortune_word: '天干',
      fortune_ring_size: '10',
      fortune_finger: 'R2',
      is_installment: 1,
    });
  });
  expect(deleted()).toHaveLength(2);
  expect(result.current.cart.data?.data.map((item) => item.id)).toEqual([3]);
});

it('declining (不分期) keeps the ordinary lines', async () => {
  server.use(
    http.put('/api/bff/user/shopping-carts/3', () =>
      HttpResponse.json(contractAnswer('PUT user/shopping-carts/{id}', { data: lucky })),
    ),
  );
  const result = await cartWithActions();
  await act(() => result.current.actions.update(lucky, { is_installment: 0 }));
  expect(deleted()).toEqual([]);
  expect(result.current.cart.data?.data.map((item) => item.id)).toEqual([1, 2, 3]);
});
