import type { Api } from './client';
import type {
  BrowseCount,
  ImageBanner,
  Item,
  Marquee,
  MenuCategory,
  SeoMeta,
  SystemImage,
  SystemRight,
} from '@/lib/contract/types';

type List<T> = { data: T[] };

/** Site content (spec-coverage “Public site: platform, SEO and speed” "Site content" and "Visitor counter"). */
export const listSystemImages = (api: Api) => api.get('system-images').json<List<SystemImage>>().then((r) => r.data);

export const listSystemRights = (api: Api) => api.get('system-rights').json<List<SystemRight>>().then((r) => r.data);

export const listSeoMetas = (api: Api) => api.get('seometas').json<List<SeoMeta>>().then((r) => r.data);

export const listNavbars = (api: Api) => api.get('navbars').json<List<MenuCategory>>().then((r) => r.data);

/** Image banners; the page keeps is_index_use (home) or is_product_use (product pages). */
export const listImageBanners = (api: Api) => api.get('index-carousels').json<List<ImageBanner>>().then((r) => r.data);

export const listMarquees = (api: Api) => api.get('index-marquees').json<List<Marquee>>().then((r) => r.data);

export const getVisitorCount = (api: Api) => api.get('browse-counts').json<Item<BrowseCount>>().then((r) => r.data.count);

/** Records one visit and answers the new total. */
export const recordVisit = (api: Api) => api.post('browse-counts').json<Item<BrowseCount>>().then((r) => r.data.count);
