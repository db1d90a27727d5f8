import 'server-only';
import { connection } from 'next/server';
import { call, dataOf, firstOf } from '../call';
import { serverApi } from '../server';
import { cachedCall } from './cached-call';
import { CACHE_TAGS } from './tags';

/** The regional offices (shop-close page: where to order while the web shop is closed). */
export const loadOffices = () => cachedCall([CACHE_TAGS.offices], 'GET offices').then(dataOf);

/** Step 5's texts, entry 0 success and entry 1 failure (content set by the company, no member data). */
export const loadShoppingResultViews = () => cachedCall([CACHE_TAGS.site], 'GET shopping-result-views').then(dataOf);

/** The web shop's state now: never cached, a closed shop must reopen the moment it opens. */
export async function loadShopSystem() {
  await connection();
  return (await call(serverApi(), 'GET shop-systems').then(firstOf)) ?? undefined;
}
