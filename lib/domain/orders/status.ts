/** Order status codes and their names (spec-coverage “Orders and payment: the API”). */
export const ORDER_STATUS = {
  1: '已訂購未付款',
  2: '信用卡處理中',
  3: '已付款',
  4: '已付款未出貨',
  5: '備貨中',
  6: '已出貨',
  7: '宅配配送中',
  8: '已送達',
  9: '已取消',
  10: '已退貨',
  11: '信用卡交易失敗',
  23: '異常交易',
} as const satisfies Record<number, string>;

/** The status codes the shop itself moves an order between (lib/domain/orders/transitions.ts). */
export const ORDER_STATUS_CODE = {
  orderedUnpaid: 1,
  cardProcessing: 2,
  paid: 3,
  /** The company's own step after payment; a card order's member may still cancel it. */
  paidNotShipped: 4,
  cancelled: 9,
  /** A card order whose payment the gateway declined or that expired: dead like a cancelled one. */
  cardFailed: 11,
  /** Paid, but the order had already been closed: not fulfillable, the payment is refunded. */
  erroneous: 23,
} as const;

export const orderStatusName = (status: number) => (ORDER_STATUS as Record<number, string>)[status] ?? '處理中';

/** A member may cancel while an ATM order is below status 4, any other payment below 5 (spec-coverage “Orders and payment: the API”). */
export function canCancel(status: number, payment: string): boolean {
  if (status === ORDER_STATUS_CODE.cancelled) return false;
  return status < (payment === 'ATM' ? 4 : 5);
}
