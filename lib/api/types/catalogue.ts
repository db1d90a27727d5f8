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

type SeoFields = {
  seo_title: string | null;
  seo_keyword: string | null;
  seo_description: string | null;
};

export type Series = BaseRecord &
  SeoFields & {
    category_id: number;
    sort: number;
    name: string;
    products_count?: number;
    published_at: string | null;
    finished_at: string | null;
  };

/** Product category; products/sidebar adds series[] and products_count. */
export type Category = BaseRecord &
  SeoFields & {
    sort: number;
    name: string;
    image: string | null;
    banner_image: string | null;
    icon_image: string | null;
    icon_alt: string | null;
    icon_title: string | null;
    /** 1 for the 全部商品 tile, which lists every product. */
    is_all: number;
    products_count?: number;
    series?: Series[];
  };
