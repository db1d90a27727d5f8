import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { call, dataOf, firstOf, visitorCount } from '../call';
import { serverApi } from '../server';
import { CACHE_TAGS } from './tags';

/** Cached site-wide content for server components (never with a member token). */
export async function loadSystemImages() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return call(serverApi(), 'GET system-images').then(dataOf);
}

/** The site rights record shown in the footer: the first item, or null when none is set. */
export async function loadSiteRights() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return call(serverApi(), 'GET system-rights').then(firstOf);
}

/** The site-wide SEO meta: the first item, or null. */
export async function loadSeoMeta() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return call(serverApi(), 'GET seometas').then(firstOf);
}

export async function loadNavbars() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return call(serverApi(), 'GET navbars').then(dataOf);
}

export type BannerUse = 'index' | 'product';

/** Published banners for the home page ('index') or the product pages ('product'). */
export async function loadBanners(use: BannerUse) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  const banners = await call(serverApi(), 'GET index-carousels').then(dataOf);
  return banners.filter((banner) => (use === 'index' ? banner.is_index_use : banner.is_product_use) === 1);
}

/** Published marquee texts for the home page ('index') or the product pages ('product'). */
export async function loadMarquees(use: BannerUse) {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  const marquees = await call(serverApi(), 'GET index-marquees').then(dataOf);
  return marquees.filter((marquee) => (use === 'index' ? marquee.is_index_use : marquee.is_product_use) === 1);
}

/** The visitor total as of the cached render (the footer's client counter refreshes it). */
export async function loadVisitorCount() {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.site);
  return call(serverApi(), 'GET browse-counts').then(visitorCount);
}
