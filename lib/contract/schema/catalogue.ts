import { z } from 'zod';
import { baseRecord, dateTime, flag, int, shopAddition, storagePath, text } from './common';

export const productImage = baseRecord.extend({
  product_id: shopAddition(int, 'an image belongs to the product that lists it.'),
  name: text,
  sort: int,
  type: text,
  status: int,
  size: int,
  image_alt: text,
  image_title: text,
  image: storagePath,
});

export const product = baseRecord.extend({
  is_testing: flag,
  category_id: int,
  series_id: int.nullable(),
  product_number: text,
  name: text,
  price: int,
  unit: text,
  member_price: int,
  max_limited_buy: int.nullable(),
  pv: int,
  brief: text,
  feature: text,
  info: text,
  description: text,
  free_shipping_quantity: int.nullable(),
  abroad_free_shipping_quantity: int.nullable(),
  is_recommended: flag,
  recommend_sort: int,
  sort: int,
  status: int,
  published_at: dateTime.nullable(),
  finished_at: dateTime.nullable(),
  quantity: int,
  gift_quantity: int,
  images: z.array(productImage),
});

const seoFields = { seo_title: text.nullable(), seo_keyword: text.nullable(), seo_description: text.nullable() };

export const series = baseRecord.extend({
  ...seoFields,
  category_id: int,
  sort: int,
  name: text,
  products_count: int.optional(),
  published_at: dateTime.nullable(),
  finished_at: dateTime.nullable(),
});

/** Product category; products/sidebar adds series[] and products_count. `is_all` 1: the 全部商品 tile. */
export const category = baseRecord.extend({
  ...seoFields,
  sort: int,
  name: text,
  image: storagePath.nullable(),
  banner_image: storagePath.nullable(),
  icon_image: storagePath.nullable(),
  icon_alt: text.nullable(),
  icon_title: text.nullable(),
  is_all: shopAddition(flag, 'the 全部商品 tile is told by its name.'),
  products_count: int.optional().describe('The products of the category the caller may see'),
  series: z.array(series).optional(),
});

export type ProductImage = z.output<typeof productImage>;
export type Product = z.output<typeof product>;
export type Series = z.output<typeof series>;
export type Category = z.output<typeof category>;
