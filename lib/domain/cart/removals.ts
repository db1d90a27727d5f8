import type { Cart, RemovedCartLine } from '@/lib/contract/types';
import { CART_MESSAGES } from './messages';

/**
 * The lines the cart page takes out itself (M §4), named as the API's `removed` names them: for a member who is not a
 * tester, a line whose product has status 0, without a message; an ordinary line at zero stock, with its message (a
 * lucky line is made to order and stays). Until the member is read (`isTester` undefined) status-0 lines wait. Lines
 * the API already answered as removed are left to that answer.
 */
export function cartRemovals(cart: Cart, isTester: boolean | undefined): RemovedCartLine[] {
  const answered = new Set((cart.removed ?? []).map((line) => line.id));
  return cart.data.flatMap((line): RemovedCartLine[] => {
    if (answered.has(line.id)) return [];
    const base = { id: line.id, product_id: line.product_id, name: line.products.name };
    if (isTester === false && Number(line.products.status ?? 1) === 0)
      return [{ ...base, reason: 'unavailable', message: '' }];
    if (line.out_of_stock === 1 && !line.is_lucky)
      return [{ ...base, reason: 'out_of_stock', message: CART_MESSAGES.removedOutOfStock(line.products.name) }];
    return [];
  });
}
