/** @jest-environment #jsdom-page-environment */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { taipeiDate } from '@/lib/domain/clock';
import { orderDateLimits } from '@/lib/domain/orders/order-dates';
import { forgetMemberData, loadMemberData, takeLoaded } from '@/lib/hooks/member-data';
import { clearMemberStorage } from '@/lib/hooks/use-logout';
import { cart, chart, favorite, line } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';

const network = mockNetwork();

const CART = cart(line());
const FAVOURITES = [favorite(1)];
const CHARTS = [chart()];
const ORDERS = contractAnswer('GET orders/search', { data: [], current_page: 1, last_page: 1, total: 0 });

beforeEach(() => {
  jest.useRealTimers();
  forgetMemberData();
  server.use(
    http.get('/api/bff/user/shopping-carts', () => HttpResponse.json(contractAnswer('GET user/shopping-carts', CART))),
    http.get('/api/bff/user/favorites', () =>
      HttpResponse.json(contractAnswer('GET user/favorites', { data: FAVOURITES })),
    ),
    http.get('/api/bff/user/characters', () =>
      HttpResponse.json(contractAnswer('GET user/characters', { data: CHARTS })),
    ),
    http.get('/api/bff/orders/search', () => HttpResponse.json(contractAnswer('GET orders/search', ORDERS))),
  );
});

describe('after login the cart, favourites, charts and orders load together (spec-coverage “Product page: cart and favourites”)', () => {
  it('requests all four at once; each hook takes its answer once, then fetches itself', async () => {
    loadMemberData();
    await waitFor(() => expect(network.sent('GET /api/bff/orders/search')).toHaveLength(1));
    expect(network.sent('GET /api/bff/user/shopping-carts')).toHaveLength(1);
    expect(network.sent('GET /api/bff/user/favorites')).toHaveLength(1);
    expect(network.sent('GET /api/bff/user/characters')).toHaveLength(1);
    // The purchase record's first page over its whole selectable range, as the list opens.
    const { min, max } = orderDateLimits(taipeiDate(new Date()));
    const [orders] = network.sent('GET /api/bff/orders/search');
    expect(Object.fromEntries(orders.url.searchParams)).toEqual({
      page: '1',
      _from: `${min} 00:00:00`,
      _to: `${max} 23:59:59`,
      _type: 'orderDate',
    });
    const fetchAgain = jest.fn().mockResolvedValue('fetched');
    await expect(takeLoaded('cart', fetchAgain)).resolves.toEqual(CART);
    await expect(takeLoaded('favorites', fetchAgain)).resolves.toEqual(FAVOURITES);
    await expect(takeLoaded('characters', fetchAgain)).resolves.toEqual(CHARTS);
    await expect(takeLoaded('orders', fetchAgain)).resolves.toEqual(ORDERS);
    expect(fetchAgain).not.toHaveBeenCalled();
    await expect(takeLoaded('cart', fetchAgain)).resolves.toBe('fetched');
  });

  it('nothing requested for a member is handed out after logout', async () => {
    loadMemberData();
    clearMemberStorage();
    await expect(takeLoaded('favorites', () => Promise.resolve('next member'))).resolves.toBe('next member');
  });

  it('answers older than ten seconds are not handed out', async () => {
    jest.useFakeTimers({ now: 0 });
    loadMemberData();
    jest.setSystemTime(10_001);
    await expect(takeLoaded('cart', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });
});
