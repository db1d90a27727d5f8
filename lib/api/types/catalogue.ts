import type { BaseRecord } from './common';

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
