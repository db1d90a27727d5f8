/**
 * Entity types of the web API, typed once (spec §3 of both documents). Date-times are
 * 'YYYY-MM-DD HH:mm:ss' strings in Taiwan time; flags are 0 / 1 numbers as the API sends them.
 */

export type Paged<T> = {
  data: T[];
  current_page: number;
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
  path: string;
};

/** A single record wrapped as Laravel resources are. */
export type Item<T> = { data: T };

export type BaseRecord = {
  id: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

export type ProductImage = BaseRecord & {
  product_id: number;
  name: string;
  sort: number;
  type: string;
  status: number;
  size: number;
  image_alt: string;
  image_title: string;
  image: string;
};

export type Product = BaseRecord & {
  is_testing: number;
  category_id: number;
  series_id: number | null;
  product_number: string;
  name: string;
  price: number;
  unit: string;
  member_price: number;
  max_limited_buy: number | null;
  pv: number;
  brief: string;
  feature: string;
  info: string;
  description: string;
  free_shipping_quantity: number | null;
  abroad_free_shipping_quantity: number | null;
  is_recommended: number;
  recommend_sort: number;
  sort: number;
  status: number;
  published_at: string | null;
  finished_at: string | null;
  quantity: number;
  gift_quantity: number;
  images: ProductImage[];
};
