import { z } from 'zod';
import { dateTime, flag, int, shopAddition, text } from './common';
import { product } from './catalogue';
import { fortuneResult } from './fortune';

/** The personalisation a lucky line carries: the chart's fortune fields, word and sizes. */
export const fortuneFields = z.object({
  fortune_name: text.nullable(),
  fortune_gender: text.nullable(),
  fortune_calendar: text.nullable(),
  fortune_year: text.nullable(),
  fortune_month: text.nullable(),
  fortune_day: text.nullable(),
  fortune_is_leap: int.nullable(),
  fortune_china_hour: text.nullable(),
  fortune_hour: text.nullable(),
  fortune_minute: text.nullable(),
  fortune_birth_at: dateTime.nullable(),
  fortune_wrist_size: text.nullable(),
  fortune_ring_size: text.nullable(),
  fortune_finger: text.nullable(),
  fortune_word: text.nullable(),
  result: fortuneResult.nullable(),
});

/** A cart line (GET user/shopping-carts); `products` is the product with images. */
export const cartLine = fortuneFields.extend({
  id: int,
  product_id: int,
  product_quantity: int,
  is_lucky: flag,
  is_installment: flag.describe('1: a lucky line bought with 12 card instalments'),
  out_of_stock: flag.describe("1 when the product's stock is 0 or less"),
  character_id: shopAddition(
    int.nullable(),
    "the saved chart the line was made from (its fields are copied onto the line); without it the line's edit starts with no chart chosen",
  ),
  products: product,
  created_at: shopAddition(dateTime, 'when the line was made; the cart lists its lines in the order answered.'),
  updated_at: shopAddition(dateTime, 'when the line last changed; the page never reads it.'),
});

/** A line the API took out of the cart while reading it, and why. */
export const removedCartLine = z.object({
  id: int,
  product_id: int,
  name: text,
  reason: z.enum(['out_of_stock', 'unavailable']),
  message: text,
});

/** GET user/shopping-carts. */
export const cart = z.object({
  data: z.array(cartLine),
  removed: shopAddition(
    z.array(removedCartLine),
    'the lines the API took out while reading the cart; without it none is announced.',
  ),
});

/** The answer of POST user/shopping-carts when the product has no stock: nothing was added. */
export const cartAddOutOfStock = z.object({ product_id: int, out_of_stock: z.literal(1) });

/** A favourite (GET user/favorites): the product it keeps, with images and stock. */
export const favorite = z.object({ id: int, product_id: int, created_at: dateTime, products: product });

export type FortuneFields = z.output<typeof fortuneFields>;
export type CartLine = z.output<typeof cartLine>;
export type RemovedCartLine = z.output<typeof removedCartLine>;
export type Cart = z.output<typeof cart>;
export type CartAddOutOfStock = z.output<typeof cartAddOutOfStock>;
export type Favorite = z.output<typeof favorite>;
