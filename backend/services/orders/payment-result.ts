import { and, eq } from 'drizzle-orm';
import { CARD_FAILED_STATUS } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentGateway } from '../payment/gateway';
import { returnActivityQuotas } from '../activities/give-back';
import { returnStock } from './stock';

const CARD_PROCESSING = 2;
const PAID = 3;

type Answer = { status: 200 | 400; body: string };

/**
 * POST payments/notify: a notice signed by the gateway for the order's exact amount moves a card
 * order out of 2 (processing): paid → 3 with paid_at and the gateway's trade number; failed → 11
 * and its activity quotas and stock go back. Only an order still at 2 changes, so a repeated notice (or one after a
 * cancel) changes nothing and is acknowledged again. A bad signature, an unknown order or another
 * amount is refused with `0|…` and nothing changes.
 */
export async function applyPaymentNotice(db: Db, gateway: PaymentGateway, params: Record<string, string>, now: string): Promise<Answer> {
  const notice = gateway.readNotice(params);
  if (!notice) return { status: 400, body: '0|檢查碼錯誤' };
  const [order] = await db
    .select({ id: orders.id, total_price: orders.total_price })
    .from(orders)
    .where(eq(orders.order_number, notice.orderNumber))
    .limit(1);
  if (!order) return { status: 400, body: '0|查無此訂單' };
  if (order.total_price !== notice.amount) return { status: 400, body: '0|金額不符' };

  await db.transaction(async (tx) => {
    const changes = notice.paid
      ? { order_status: PAID, paid_at: now, thirdparty_payment_number: notice.tradeNo.slice(0, 30), updated_at: now }
      : { order_status: CARD_FAILED_STATUS, thirdparty_payment_number: notice.tradeNo.slice(0, 30), updated_at: now };
    const [changed] = await tx
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, order.id), eq(orders.order_status, CARD_PROCESSING)))
      .returning({ id: orders.id });
    if (changed && !notice.paid) {
      await returnActivityQuotas(tx, order.id);
      await returnStock(tx, order.id);
    }
  });
  return { status: 200, body: gateway.acknowledgement };
}
