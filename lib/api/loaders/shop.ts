import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { connection } from 'next/server';
import { serverApi } from '../server';
import { listOffices, listShoppingResultViews, listShopSystems } from '../shop';
import { CACHE_TAGS } from './tags';

/** The regional offices (shop-close page: where to order while the web shop is closed). */
export async function loadOffices() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.offices);
  return listOffices(serverApi());
}

/** Step 5's texts, entry 0 success and entry 1 failure (content set by the company, no member data). */
export async function loadShoppingResultViews() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return listShoppingResultViews(serverApi());
}

/** The web shop's state now: never cached, a closed shop must reopen the moment it opens. */
export async function loadShopSystem() {
  await connection();
  const systems = await listShopSystems(serverApi());
  return systems[0];
}
