import type { Api } from './client';
import { searchParams } from './search-params';
import type { Item, Paged, Product } from '@/lib/contract/types';

export type ProductQuery = {
  page?: number;
  category_id?: number;
  series_id?: number;
  order_by?: string;
  /** 0 default, 2 price ascending, 3 price descending. */
  sort?: 0 | 2 | 3;
};

export const listProducts = (api: Api, query: ProductQuery = {}) =>
  api.get('products', { searchParams: searchParams(query) }).json<Paged<Product>>();

export const getProduct = (api: Api, id: number) => api.get(`products/${id}`).json<Item<Product>>().then((r) => r.data);
