/** @jest-environment #jsdom-page-environment */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CartView } from '@/components/checkout/step-one/cart-view';
import { CartBadge } from '@/components/layout/cart-badge';
import type { Cart, CartLine } from '@/lib/contract/types';
import { resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server, signIn } from '../support/network';
import { renderPage } from '../support/render-page';

/**
 * Cart step 1 removes the lines M §4 removes, on an API that left them in (issue 50, D13): the header's badge
 * announces them in the one list it shows the API's `removed` in.
 */
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const network = mockNetwork();

const crystal = line({ id: 1, product_id: 10, products: product({ id: 10, name: '白水晶簇', status: 1, pv: 0 }) });
const soldOut = line({
  id: 2,
  product_id: 20,
  out_of_stock: 1,
  products: product({ id: 20, name: '紫水晶洞', quantity: 0, status: 1, pv: 0 }),
});
const luckySoldOut = line({
  id: 3,
  product_id: 30,
  is_lucky: 1,
  out_of_stock: 1,
  products: product({ id: 30, name: '本命開運戒指', product_number: '01205', quantity: 0, status: 1, pv: 0 }),
});
const hidden = line({ id: 4, product_id: 40, products: product({ id: 40, name: '下架商品', status: 0, pv: 0 }) });

/** An API that leaves the lines in on reading the cart; `removed` is answered on the first read only. */
function api(answer: Cart | { data: CartLine[] }, isTester = 0) {
  let { data, ...rest } = answer;
  server.use(
    http.get('/api/bff/user/shopping-carts', () => {
      const reply = HttpResponse.json(contractAnswer('GET user/shopping-carts', { ...rest, data }));
      rest = {};
      return reply;
    }),
    http.delete('/api/bff/user/shopping-carts/:id', ({ params }) => {
      data = data.filter((item) => String(item.id) !== params.id);
      return HttpResponse.json(contractAnswer('DELETE user/shopping-carts/{id}', { message: '已移除' }));
    }),
    http.get('/api/bff/activities', () => HttpResponse.json(contractAnswer('GET activities', { data: [] }))),
    http.get('/api/bff/users', () =>
      HttpResponse.json(contractAnswer('GET users', { data: { id: 9, is_tester: isTester } })),
    ),
  );
}

const deleted = () =>
  network
    .sent()
    .filter((request) => request.route.startsWith('DELETE'))
    .map((request) => request.url.pathname);
const notices = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent?.replace(/×$/, ''))
    .filter(Boolean);

async function showCart() {
  renderPage(
    <>
      <CartBadge />
      <CartView />
    </>,
  );
  await screen.findByRole('link', { name: '繼續購物' });
}

beforeEach(() => {
  resetCheckoutDraft();
  signIn();
});

it('deletes an ordinary line at zero stock and a status-0 one, announcing only the first; a lucky line stays', async () => {
  api({ data: [crystal, soldOut, luckySoldOut, hidden] });
  await showCart();
  await waitFor(() =>
    expect(deleted().sort()).toEqual(['/api/bff/user/shopping-carts/2', '/api/bff/user/shopping-carts/4']),
  );
  await network.settled();
  expect(await screen.findByText('紫水晶洞 已無庫存，將自動從購物車移除')).toBeInTheDocument();
  expect(notices()).toEqual(['紫水晶洞 已無庫存，將自動從購物車移除']);
  expect(screen.queryByRole('row', { name: /紫水晶洞/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /下架商品/ })).not.toBeInTheDocument();
  expect(screen.getByRole('row', { name: /本命開運戒指/ })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /白水晶簇/ })).toBeInTheDocument();
});

it("one notice list with the API's removed, no line announced twice", async () => {
  // Another line id: the badge announces a line once per tab, and the test before announced line 2.
  const byApi = {
    id: 6,
    product_id: 20,
    name: '紫水晶洞',
    reason: 'out_of_stock' as const,
    message: '紫水晶洞 已無庫存，將自動從購物車移除',
  };
  const soldOutToo = line({
    id: 5,
    product_id: 50,
    out_of_stock: 1,
    products: product({ id: 50, name: '黃水晶', quantity: 0, status: 1, pv: 0 }),
  });
  api({ data: [crystal, soldOutToo], removed: [byApi] });
  await showCart();
  await waitFor(() => expect(deleted()).toEqual(['/api/bff/user/shopping-carts/5']));
  await network.settled();
  await waitFor(() =>
    expect(notices()).toEqual(['紫水晶洞 已無庫存，將自動從購物車移除；黃水晶 已無庫存，將自動從購物車移除']),
  );
});

it("a tester's status-0 line stays", async () => {
  api({ data: [crystal, hidden] }, 1);
  await showCart();
  await network.settled();
  expect(deleted()).toEqual([]);
  expect(screen.getByRole('row', { name: /下架商品/ })).toBeInTheDocument();
});
