/** @jest-environment jsdom */
import { getCart, listFavorites } from '@/lib/api/cart';
import { listCharacters } from '@/lib/api/characters';
import { searchOrders } from '@/lib/api/orders';
import { taipeiDate } from '@/lib/domain/clock';
import { orderDateLimits } from '@/lib/domain/orders/order-dates';
import { forgetMemberData, loadMemberData, takeLoaded } from '@/lib/hooks/member-data';
import { clearMemberStorage } from '@/lib/hooks/use-logout';

jest.mock('@/lib/api/member-browser', () => ({ bffApi: () => ({}), sessionApi: () => ({}) }));
jest.mock('@/lib/api/cart', () => ({ getCart: jest.fn(), listFavorites: jest.fn() }));
jest.mock('@/lib/api/characters', () => ({ listCharacters: jest.fn() }));
jest.mock('@/lib/api/orders', () => ({ searchOrders: jest.fn() }));

beforeEach(() => {
  jest.useRealTimers();
  forgetMemberData();
  (getCart as jest.Mock).mockReset().mockResolvedValue('cart at login');
  (listFavorites as jest.Mock).mockReset().mockResolvedValue('favourites at login');
  (listCharacters as jest.Mock).mockReset().mockResolvedValue('charts at login');
  (searchOrders as jest.Mock).mockReset().mockResolvedValue('orders at login');
});

describe('after login the cart, favourites, charts and orders load together (spec-coverage “Product page: cart and favourites”)', () => {
  it('requests all four at once; each hook takes its answer once, then fetches itself', async () => {
    loadMemberData();
    await Promise.resolve();
    expect(getCart).toHaveBeenCalledTimes(1);
    expect(listFavorites).toHaveBeenCalledTimes(1);
    expect(listCharacters).toHaveBeenCalledTimes(1);
    // The purchase record's first page over its whole selectable range, as the list opens.
    const { min, max } = orderDateLimits(taipeiDate(new Date()));
    expect(searchOrders).toHaveBeenCalledWith({}, { page: 1, from: min, to: max });
    const fetchAgain = jest.fn().mockResolvedValue('fetched');
    await expect(takeLoaded('cart', fetchAgain)).resolves.toBe('cart at login');
    await expect(takeLoaded('favorites', fetchAgain)).resolves.toBe('favourites at login');
    await expect(takeLoaded('characters', fetchAgain)).resolves.toBe('charts at login');
    await expect(takeLoaded('orders', fetchAgain)).resolves.toBe('orders at login');
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
