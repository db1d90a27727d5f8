import { call } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import { findAttemptOrder, newestOrderId, ordersPageOf, type OrderAttempt } from '@/lib/domain/checkout/placed-order';

/*
 * Step 4's lookup of the order an attempt made (lib/domain/checkout/placed-order.ts says what is matched):
 * the member's newest orders by GET orders, which the spec names (M §7). The spec does not say which end
 * a page starts from, so beyond one page the last is read too; the newest order is on one of the two.
 */

/** The member's newest orders; throws when they cannot be read (no answer, a refusal). */
async function newestOrders(): Promise<Record<string, unknown>[]> {
  const first = ordersPageOf(await call(bffApi(), 'GET orders'));
  if (first.lastPage === 1) return first.rows;
  const last = ordersPageOf(await call(bffApi(), 'GET orders', { query: { page: String(first.lastPage) } }));
  return [...first.rows, ...last.rows];
}

/** The highest id of the member's orders before an attempt is sent (0: none yet). */
export const newestOrderBefore = async () => newestOrderId(await newestOrders());

/** The attempt's order if the API made it, else null; throws when the orders cannot be read. */
export const lookUpAttemptOrder = async (attempt: OrderAttempt, orderNumber: string | null = null) =>
  findAttemptOrder(await newestOrders(), attempt, orderNumber);
