'use client';

import { call, cartOf, dataOf, pageOf } from '@/lib/api/call';
import { charactersOf } from '@/lib/api/characters';
import { taipeiDate } from '@/lib/domain/clock';
import { orderDateLimits } from '@/lib/domain/orders/order-dates';
import { bffApi } from '@/lib/api/member-browser';
import { ordersApiQuery } from '@/lib/routes/order-list';

type Resource = 'cart' | 'favorites' | 'characters' | 'orders';

/** Answers older than this are not handed out: a hook that mounts later fetches afresh. */
const FRESH_MS = 10_000;

let loaded: { at: number; requests: Partial<Record<Resource, Promise<unknown>>> } | null = null;

/**
 * After login (spec-coverage “Product page: cart and favourites”) the cart, favourites, natal charts and orders (the purchase record's
 * first page, its whole selectable range) are requested together, in parallel. The SWR hooks take
 * these answers on their first fetch instead of asking again. (Not swr's preload: its entries outlive
 * a logout, so the next member in the tab could be handed them.) The shopping result views are not
 * member data: step 5 renders them on the server from the shared cache, so nothing here would read them.
 */
export function loadMemberData() {
  const api = bffApi();
  const start = <T>(load: () => Promise<T>) => Promise.resolve().then(load);
  const { min, max } = orderDateLimits(taipeiDate(new Date()));
  const requests = {
    cart: start(() => call(api, 'GET user/shopping-carts').then(cartOf)),
    favorites: start(() => call(api, 'GET user/favorites').then(dataOf)),
    characters: start(() => call(api, 'GET user/characters').then(charactersOf)),
    orders: start(() =>
      call(api, 'GET orders/search', { query: ordersApiQuery({ page: 1, from: min, to: max }) }).then(pageOf),
    ),
  };
  // A failure reaches the hook that takes the answer; none is left unhandled meanwhile.
  for (const request of Object.values(requests)) request.catch(() => undefined);
  loaded = { at: Date.now(), requests };
}

/** The answer requested at login, once and while fresh; otherwise `load()`. */
export function takeLoaded<T>(resource: Resource, load: () => Promise<T>): Promise<T> {
  const request = loaded && Date.now() - loaded.at < FRESH_MS ? loaded.requests[resource] : undefined;
  if (loaded) delete loaded.requests[resource];
  return (request as Promise<T> | undefined) ?? load();
}

/** Logout: nothing requested for the previous member is ever handed out. */
export function forgetMemberData() {
  loaded = null;
}
