import { ORDER_STATUS_CODE as S, ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import type { orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { paymentGateway } from '../payment/gateway';
import { log } from '@/lib/node/log.mjs';

/**
 * Where the member pays a new order: a card order at 2 continues at the gateway's page, an ATM order
 * needs no page (null). When the gateway cannot take payments (its keys are not configured) this is
 * 503 4009 '訂單儲存失敗，請重新訂購': run inside POST orders' transaction, so such an order is never
 * stored and holds no stock (a later notice could not even be verified).
 */
export function paymentStart(order: typeof orders.$inferSelect): string | null {
  const gateway = paymentGateway();
  if (!gateway.takesPayments()) {
    log.error('payments cannot be taken: the payment gateway keys are not configured');
    throw new HttpError(503, ORDER_SUBMIT_ERRORS[4009].message, { status_from_backend: 4009 });
  }
  return order.order_status === S.cardProcessing ? gateway.checkoutUrl(order) : null;
}
