/** Order status codes and their names (spec member §4). */
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

export const CANCELLED_STATUS = 9;

/** A card order whose payment the gateway declined: dead like a cancelled one. */
export const CARD_FAILED_STATUS = 11;

export const orderStatusName = (status: number) => (ORDER_STATUS as Record<number, string>)[status] ?? '處理中';

/** A member may cancel while an ATM order is below status 4, any other payment below 5 (spec member §4). */
export function canCancel(status: number, payment: string): boolean {
  if (status === CANCELLED_STATUS) return false;
  return status < (payment === 'ATM' ? 4 : 5);
}
