import type { Api } from './client';
import { searchParams } from './search-params';
import type { ProductQuery } from './products';
import type { Category, Item, Paged, Product } from './types';

type List<T> = { data: T[] };

/** Catalogue calls beyond the plain list and detail (spec public §7 "Products"). */
export type ProductSearchQuery = Omit<ProductQuery, 'category_id' | 'series_id'> & { keyword: string };

export const searchProducts = (api: Api, query: ProductSearchQuery) =>
  api.get('products/search', { searchParams: searchParams(query) }).json<Paged<Product>>();

/** Exact product-number lookup (quick buy); 404 '查無此商品' when unknown. */
export const findProductByNumber = (api: Api, productNumber: string) =>
  api.get(`products/number-search/${encodeURIComponent(productNumber)}`).json<Item<Product>>().then((r) => r.data);

/** Categories with their series and product counts. */
export const listSidebar = (api: Api) => api.get('products/sidebar').json<List<Category>>().then((r) => r.data);

export const listRecommendedProducts = (api: Api) => api.get('recommended-products').json<List<Product>>().then((r) => r.data);
