import type { Cart, CartLine, Character, Favorite, Product } from '@/lib/contract/types';
import { cartLine as cartLineSchema, favorite as favoriteSchema } from '@/lib/contract/schema/cart';
import { product as productSchema } from '@/lib/contract/schema/catalogue';
import { character } from '@/lib/contract/schema/characters';
import { DEMO_RECIPIENTS_OF_A } from '@/backend/seed/demo-recipients';
import { storedChartResult } from '@/lib/domain/fortune/stored-result';
import { contractFixture, type DeepPartial } from './contract-fixture';

/** A product as GET products/{id} answers it; only what the cart rules read matters. */
export const product = (overrides: DeepPartial<Product> = {}): Product =>
  contractFixture(productSchema, {
    status: 1,
    id: 8,
    name: '生肖限量紀念禮盒',
    product_number: '08003',
    quantity: 60,
    max_limited_buy: null,
    member_price: 5440,
    price: 6800,
    images: [],
    ...overrides,
  });

export const line = (overrides: DeepPartial<CartLine> = {}): CartLine =>
  contractFixture(cartLineSchema, {
    id: 1,
    product_id: 8,
    product_quantity: 1,
    is_lucky: 0,
    is_installment: 0,
    out_of_stock: 0,
    character_id: null,
    ...overrides,
    products: product(overrides.products),
  });

export const cart = (...lines: CartLine[]): Cart => ({ data: lines, removed: [] });

/** Demo member A's first saved recipient; the checkout tests give it id 7. */
export const savedRecipient = DEMO_RECIPIENTS_OF_A[0];

/** A saved chart as GET user/characters answers it, its result read as the shop reads it (`storedChartResult`). */
export const chart = (overrides: DeepPartial<Character> = {}): Character => {
  const saved = contractFixture(character, {
    id: 3,
    sort: 0,
    name: '王小明',
    gender: 'M',
    calendar: '國曆',
    china_hour: '午',
    hour: '12',
    minute: '30',
    is_leap: 0,
    birth_at: '1971-05-20 12:30:00',
    result: null,
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    ...overrides,
  });
  return { ...saved, result: storedChartResult(saved.result) };
};

/** The fixture chart's fortune fields as a cart line carries them (M §3): 民國 60/5/20, 12:30. */
export const chartFortune = {
  fortune_name: '王小明',
  fortune_gender: 'M',
  fortune_calendar: '國曆',
  fortune_year: '60',
  fortune_month: '5',
  fortune_day: '20',
  fortune_is_leap: 0,
  fortune_china_hour: '午',
  fortune_hour: '12',
  fortune_minute: '30',
};

/** A favourite (GET user/favorites) keeping a product; ids follow the favourite's (product id × 10). */
export const favorite = (id: number, overrides: DeepPartial<Product> = {}): Favorite =>
  contractFixture(favoriteSchema, {
    id,
    product_id: id * 10,
    created_at: '2026-01-01 00:00:00',
    products: product({ id: id * 10, name: `商品${id}`, pv: 0, is_testing: 0, ...overrides }),
  });

/** Line `id` of product `id` × 10, an ordinary crystal unless overridden (the checkout tests' cart). */
export const cartLine = (
  id: number,
  productOverrides: DeepPartial<Product> = {},
  overrides: DeepPartial<CartLine> = {},
): CartLine =>
  line({
    id,
    product_id: id * 10,
    products: product({
      id: id * 10,
      product_number: '02001',
      name: '白水晶簇',
      price: 1600,
      member_price: 1280,
      pv: 64,
      quantity: 100,
      ...productOverrides,
    }),
    ...overrides,
  });
