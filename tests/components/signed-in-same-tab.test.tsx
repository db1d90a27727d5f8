/** @jest-environment #jsdom-page-environment */
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CartBadge } from '@/components/layout/cart-badge';
import { ProductActions } from '@/components/product/product-actions';
import { announceSignedInChange } from '@/lib/hooks/use-signed-in';
import { cart, line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server, signIn, signOut } from '../support/network';
import { FreshCache } from '../support/render-page';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const network = mockNetwork();

beforeEach(() => signOut());

it('the header and the product page learn of a login or logout in the same tab at once', async () => {
  server.use(
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', cart(line({ product_quantity: 2 })))),
    ),
    http.get('/api/bff/user/favorites', () => HttpResponse.json(contractAnswer('GET user/favorites', { data: [] }))),
  );
  render(
    <>
      <CartBadge />
      <ProductActions product={product()} />
    </>,
    { wrapper: FreshCache },
  );
  expect(screen.getByRole('link', { name: '加入購物車' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^購物車/ })).toBeNull();

  signIn();
  act(() => announceSignedInChange());
  expect(await screen.findByRole('link', { name: '購物車，2 件商品' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '加入購物車' })).toBeInTheDocument();
  await network.settled();

  signOut();
  act(() => announceSignedInChange());
  expect(screen.getByRole('link', { name: '加入購物車' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^購物車/ })).toBeNull();
});
