import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { serverApi } from '../server';
import { getVisitorCount, listImageBanners, listMarquees, listNavbars, listSeoMetas, listSystemImages, listSystemRights } from '../site';
import { CACHE_TAGS } from './tags';

/** Cached site-wide content for server components (never with a member token). */
export async function loadSystemImages() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return listSystemImages(serverApi());
}

/** The site rights record shown in the footer: the first item, or null when none is set. */
export async function loadSiteRights() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  const rights = await listSystemRights(serverApi());
  return rights[0] ?? null;
}

/** The site-wide SEO meta: the first item, or null. */
export async function loadSeoMeta() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  const metas = await listSeoMetas(serverApi());
  return metas[0] ?? null;
}

export async function loadNavbars() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return listNavbars(serverApi());
}

export type BannerUse = 'index' | 'product';

/** Published banners for the home page ('index') or the product pages ('product'). */
export async function loadBanners(use: BannerUse) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  const banners = await listImageBanners(serverApi());
  return banners.filter((banner) => (use === 'index' ? banner.is_index_use : banner.is_product_use) === 1);
}

/** Published marquee texts for the home page ('index') or the product pages ('product'). */
export async function loadMarquees(use: BannerUse) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  const marquees = await listMarquees(serverApi());
  return marquees.filter((marquee) => (use === 'index' ? marquee.is_index_use : marquee.is_product_use) === 1);
}

/** The visitor total as of the cached render (the footer's client counter refreshes it). */
export async function loadVisitorCount() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return getVisitorCount(serverApi());
}
