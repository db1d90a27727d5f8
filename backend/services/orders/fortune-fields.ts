import type { orderItems, shoppingCarts } from '../../db/schema';
import { CART_FORTUNE_FIELDS } from '@/lib/domain/cart/personalisation';

const FORTUNE_FIELDS = [
  ...CART_FORTUNE_FIELDS,
  'fortune_birth_at',
  'fortune_wrist_size',
  'fortune_ring_size',
  'fortune_finger',
  'fortune_word',
  'result',
] as const;

type Fortune = Pick<typeof shoppingCarts.$inferSelect, (typeof FORTUNE_FIELDS)[number]>;
/** Order items carry the same columns (the schema's fortuneColumns). */
type WithFortune = Fortune | Pick<typeof orderItems.$inferSelect, (typeof FORTUNE_FIELDS)[number]>;

/** A lucky line's personalisation, copied as it is between a cart line and an order item (both ways). */
export function fortuneOf(line: WithFortune): Fortune {
  return Object.fromEntries(FORTUNE_FIELDS.map((field) => [field, line[field]])) as Fortune;
}
