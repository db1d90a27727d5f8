import { ORDER_STATUS_CODE as S } from './status';
import type { ClosedReason } from './transitions';

/** The optional facts are the shop's additions (lib/contract/schema/orders.ts): without one, its note is left out. */
type LifeFacts = {
  order_status: number;
  payment: string;
  payment_deadline?: string | null;
  closed_reason?: ClosedReason | null;
  payment_link_void?: boolean;
  cart_restored?: boolean;
  paid_at: string | null;
};

/** 'YYYY-MM-DD HH:mm:ss' → 'YYYY-MM-DD HH:mm' (the deadline's seconds say nothing to a member). */
const minutes = (wallTime: string) => wallTime.slice(0, 16);

/**
 * What the order detail says about an order's payment life (docs/spec-coverage.md "Order life: payments, deadlines, failures and refunds"): the
 * deadline while it waits, why it closed, a void payment link, goods back in the cart, and the refund
 * of a payment that came too late (23) or of a paid order its member cancelled. Empty for an order that simply goes on.
 */
export function orderLifeNotes(order: LifeFacts): string[] {
  const notes: string[] = [];
  const atm = order.payment === 'ATM';
  if (order.payment_deadline && order.order_status === S.orderedUnpaid)
    notes.push(`請於 ${minutes(order.payment_deadline)} 前完成轉帳，逾期未付款之訂單將自動取消。`);
  if (order.payment_deadline && order.order_status === S.cardProcessing)
    notes.push(`信用卡付款處理中，請於 ${minutes(order.payment_deadline)} 前完成付款，逾時訂單將自動取消。`);
  if (order.closed_reason === 'expired')
    notes.push(atm ? '本訂單已超過匯款期限未付款，已自動取消。' : '本訂單未在付款期限內完成付款，已自動取消。');
  if (order.closed_reason === 'declined') notes.push('發卡銀行未核准本次付款，訂單未成立。');
  if (order.closed_reason === 'late_payment')
    notes.push('異常交易：本訂單取消後才收到您的付款，訂單無法成立，款項將由專人為您辦理退款。');
  // Without closed_reason a paid order at 9 was cancelled after payment all the same (23 is a late payment's).
  const cancelled =
    order.closed_reason === undefined ? order.order_status === S.cancelled : order.closed_reason === 'member';
  if (cancelled && order.paid_at) notes.push('本訂單於付款後取消，款項將由專人為您辦理退款。');
  if (order.payment_link_void && order.closed_reason !== 'late_payment')
    notes.push('付款連結已失效，無法再以此訂單付款。');
  if (order.cart_restored) notes.push('訂單中的商品已放回購物車，您可以改用其他付款方式重新結帳。');
  return notes;
}
