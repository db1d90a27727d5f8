import { call, cartOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { OrderPayload } from '@/lib/domain/checkout/order';
import { stockShortfall } from '@/lib/domain/checkout/order';
import { findAttemptOrder, newestOrderId, ordersPageOf, type OrderAttempt } from '@/lib/domain/checkout/placed-order';
import type { CheckoutContext } from '@/lib/domain/checkout/step-guard';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { newAttemptKey } from '@/lib/state/checkout-draft';

/*
 * Step 4's attempts (decision 0165): an attempt's start, its POST under its key, and the lookup of the order it
 * made (lib/domain/checkout/placed-order.ts says what is matched): the member's newest orders by GET orders,
 * which the spec names (M §7). The spec does not say which end a page starts from, so beyond one page the
 * last is read too; the newest order is on one of the two.
 */

/** The member's newest orders; throws when they cannot be read (no answer, a refusal). */
async function newestOrders(): Promise<Record<string, unknown>[]> {
  const first = ordersPageOf(await call(bffApi(), 'GET orders'));
  if (first.lastPage === 1) return first.rows;
  const last = ordersPageOf(await call(bffApi(), 'GET orders', { query: { page: String(first.lastPage) } }));
  return [...first.rows, ...last.rows];
}

/** The highest id of the member's orders before an attempt is sent (0: none yet). */
const newestOrderBefore = async () => newestOrderId(await newestOrders());

/** The attempt's order if the API made it, else null; throws when the orders cannot be read. */
export const lookUpAttemptOrder = async (attempt: OrderAttempt, orderNumber: string | null = null) =>
  findAttemptOrder(await newestOrders(), attempt, orderNumber);

/**
 * A fresh attempt: the cart read again (a line without stock sends the member to step 1) and the
 * member's newest order id, which tells this attempt's order from an earlier one if it must be looked
 * up; then a new key. Else what the member is told, and whether closing it goes back to the cart.
 */
export async function startAttempt(
  checkout: CheckoutContext,
): Promise<{ attempt: OrderAttempt } | { refusal: string; toCart: boolean }> {
  const [cart, before] = await Promise.allSettled([
    call(bffApi(), 'GET user/shopping-carts').then(cartOf),
    newestOrderBefore(),
  ]);
  if (cart.status === 'rejected') return { refusal: ORDER_MESSAGES.stockCheckFailed, toCart: false };
  const short = stockShortfall(checkout.draftLines, cart.value.data);
  if (short.length) return { refusal: ORDER_MESSAGES.outOfStock(short), toCart: true };
  if (before.status === 'rejected') return { refusal: ORDER_MESSAGES.ordersCheckFailed, toCart: false };
  return {
    attempt: {
      key: newAttemptKey(),
      after: before.value,
      total: checkout.preview.total,
      productIds: [...new Set(checkout.draftLines.map((line) => line.product_id))],
    },
  };
}

/** POST orders under the attempt's key; its answer, null for a 2xx whose body is not JSON (the order was made, and its answer says nothing of it). */
export const postOrder = (attempt: OrderAttempt, body: OrderPayload): Promise<unknown> =>
  call(bffApi(), 'POST orders', { body, headers: { 'Idempotency-Key': attempt.key } }).catch((error: unknown) => {
    if (error instanceof SyntaxError) return null;
    throw error;
  });
