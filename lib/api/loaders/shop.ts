import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { connection } from 'next/server';
import { call, dataOf } from '../call';
import { serverApi } from '../server';
import { CACHE_TAGS } from './tags';

/** The regional offices (shop-close page: where to order while the web shop is closed). */
export async function loadOffices() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.offices);
  return call(serverApi(), 'GET offices').then(dataOf);
}

/** Step 5's texts, entry 0 success and entry 1 failure (content set by the company, no member data). */
export async function loadShoppingResultViews() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return call(serverApi(), 'GET shopping-result-views').then(dataOf);
}

/** The web shop's state now: never cached, a closed shop must reopen the moment it opens. */
export async function loadShopSystem() {
  await connection();
  const systems = await call(serverApi(), 'GET shop-systems');
  return systems.data[0];
}
