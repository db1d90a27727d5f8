import type { FortuneResult } from '@/lib/domain/fortune';
import type { Personalisation } from '@/lib/domain/cart';
import type { Product } from './catalogue';

/** The personalisation a lucky line carries: the chart's fortune fields, word and sizes (spec-coverage “Favourites and cart API”). */
export type FortuneFields = {
  fortune_name: string | null;
  fortune_gender: string | null;
  fortune_calendar: string | null;
  fortune_year: string | null;
  fortune_month: string | null;
  fortune_day: string | null;
  fortune_is_leap: number | null;
  fortune_china_hour: string | null;
  fortune_hour: string | null;
  fortune_minute: string | null;
  fortune_birth_at: string | null;
  fortune_wrist_size: string | null;
  fortune_ring_size: string | null;
  fortune_finger: string | null;
  fortune_word: string | null;
  result: FortuneResult | null;
};

/** A cart line (GET user/shopping-carts, spec-coverage “Favourites and cart API” "Cart line"); `products` is the product with images. */
export type CartLine = FortuneFields & {
  id: number;
  product_id: number;
  product_quantity: number;
  is_lucky: number;
  /** 1: a lucky line bought with 12 card instalments. */
  is_installment: number;
  /** 1 when the product's stock is 0 or less. */
  out_of_stock: number;
  /** The saved chart the line was made from (its fields are copied onto the line). */
  character_id: number | null;
  products: Product;
  created_at: string;
  updated_at: string;
};

/** A line the API took out of the cart while reading it, and why (spec-coverage “Member area: favourites and cart step 1” "Cart"). */
export type RemovedCartLine = { id: number; product_id: number; name: string; reason: 'out_of_stock' | 'unavailable'; message: string };

/** GET user/shopping-carts. */
export type Cart = { data: CartLine[]; removed: RemovedCartLine[] };

/** POST user/shopping-carts: an ordinary product, or a lucky one with its personalisation. */
export type CartAddInput = { product_id: number; product_quantity?: number; is_installment?: 0 | 1 } & Partial<Personalisation>;

/** The answer of POST user/shopping-carts when the product has no stock: nothing was added. */
export type CartAddOutOfStock = { product_id: number; out_of_stock: 1 };

/** PUT user/shopping-carts/{id}: a new quantity (ordinary lines) or personalisation (lucky lines). */
export type CartLineUpdate = { product_quantity?: number; is_installment?: 0 | 1 } & Partial<Personalisation>;

/** A favourite (GET user/favorites): the product it keeps, with images and stock. */
export type Favorite = { id: number; product_id: number; created_at: string; products: Product };
