import type { CartLine, Favorite, Product } from '@/lib/api/types';

/** Test records shaped as the API answers them (lib/api/types/cart.ts). */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    is_testing: 0,
    category_id: 2,
    series_id: null,
    product_number: '02001',
    name: '白水晶簇',
    price: 1600,
    unit: '個',
    member_price: 1280,
    max_limited_buy: null,
    pv: 64,
    brief: '',
    feature: '',
    info: '',
    description: '',
    free_shipping_quantity: null,
    abroad_free_shipping_quantity: null,
    is_recommended: 0,
    recommend_sort: 0,
    sort: 0,
    status: 1,
    published_at: null,
    finished_at: null,
    quantity: 100,
    gift_quantity: 0,
    images: [],
    ...overrides,
  } as Product;
}

export function cartLine(id: number, productOverrides: Partial<Product> = {}, overrides: Partial<CartLine> = {}): CartLine {
  const item = product({ id: id * 10, ...productOverrides });
  return {
    id,
    product_id: item.id,
    product_quantity: 1,
    is_lucky: 0,
    is_installment: 0,
    out_of_stock: 0,
    character_id: null,
    products: item,
    fortune_name: null,
    fortune_gender: null,
    fortune_calendar: null,
    fortune_year: null,
    fortune_month: null,
    fortune_day: null,
    fortune_is_leap: null,
    fortune_china_hour: null,
    fortune_hour: null,
    fortune_minute: null,
    fortune_birth_at: null,
    fortune_wrist_size: null,
    fortune_ring_size: null,
    fortune_finger: null,
    fortune_word: null,
    result: null,
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    ...overrides,
  };
}

export const favorite = (id: number, productOverrides: Partial<Product> = {}): Favorite => ({
  id,
  product_id: id * 10,
  created_at: '2026-01-01 00:00:00',
  products: product({ id: id * 10, name: `商品${id}`, ...productOverrides }),
});
