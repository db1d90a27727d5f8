import type { CartLine } from '@/lib/contract/types';
import type { CartAddInput, CartLineUpdate } from './request';
import { orderLineFortuneOf } from './personalisation';

/** One of the spec's cart calls (M §7): POST user/shopping-carts, or DELETE user/shopping-carts/{id}. */
export type CartEditStep = { add: CartAddInput } | { remove: number };

/**
 * A line's change made with the spec's calls, in order, for an API without PUT user/shopping-carts/{id} (the shop's
 * addition, decision 0164). An add sums into an ordinary line; a lucky add is always a new line of 1 (M §7).
 */
export function lineEditSteps(line: CartLine, change: CartLineUpdate): CartEditStep[] {
  const { product_quantity: quantity, ...rest } = change;
  if (line.is_lucky) {
    if (Object.values(rest).every((value) => value === undefined)) return [];
    // The edited line is added before the old one goes, so a refusal leaves the member's line as it was.
    const add = {
      product_id: line.product_id,
      is_installment: line.is_installment,
      ...(line.character_id != null ? { character_id: line.character_id } : {}),
      ...orderLineFortuneOf(line),
      ...rest,
      product_quantity: 1,
    } as CartAddInput; // orderLineFortuneOf leaves out the fields a line has not (never null)
    return [{ add }, { remove: line.id }];
  }
  if (quantity == null || quantity === line.product_quantity) return [];
  if (quantity > line.product_quantity)
    return [{ add: { product_id: line.product_id, product_quantity: quantity - line.product_quantity } }];
  // The spec has no call that lowers a quantity: the line goes and comes back at the new one.
  return [{ remove: line.id }, { add: { product_id: line.product_id, product_quantity: quantity } }];
}
