import 'server-only';
import { dataOf, firstOf, visitorCount } from '../call';
import { cachedCall } from './cached-call';
import { CACHE_TAGS } from './tags';

/** Cached site-wide content for server components (never with a member token). */
export const loadSystemImages = () => cachedCall([CACHE_TAGS.site], 'GET system-images').then(dataOf);

/** The site rights record shown in the footer: the first item, or null when none is set. */
export const loadSiteRights = () => cachedCall([CACHE_TAGS.site], 'GET system-rights').then(firstOf);

/** The site-wide SEO meta: the first item, or null. */
export const loadSeoMeta = () => cachedCall([CACHE_TAGS.site], 'GET seometas').then(firstOf);

export const loadNavbars = () => cachedCall([CACHE_TAGS.site], 'GET navbars').then(dataOf);

export type BannerUse = 'index' | 'product';

/** Published banners for the home page ('index') or the product pages ('product'). */
export async function loadBanners(use: BannerUse) {
  const banners = await cachedCall([CACHE_TAGS.site], 'GET index-carousels').then(dataOf);
  return banners.filter((banner) => (use === 'index' ? banner.is_index_use : banner.is_product_use) === 1);
}

/** Published marquee texts for the home page ('index') or the product pages ('product'). */
export async function loadMarquees(use: BannerUse) {
  const marquees = await cachedCall([CACHE_TAGS.site], 'GET index-marquees').then(dataOf);
  return marquees.filter((marquee) => (use === 'index' ? marquee.is_index_use : marquee.is_product_use) === 1);
}

/** The visitor total as of the cached render (the footer's client counter refreshes it). */
export const loadVisitorCount = () => cachedCall([CACHE_TAGS.site], 'GET browse-counts').then(visitorCount);
