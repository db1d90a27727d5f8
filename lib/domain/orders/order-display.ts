import type { PaymentCode } from '@/lib/contract/schema/orders';
import { formatDateTime } from '../format';

/**
 * How a stored order reads on the member's pages (spec-coverage “Order history pages”). The names are those of the
 * order flow (GET payment-methods names, step 2's choices); the page never needs another call for them.
 */
export const PAYMENT_NAMES: Readonly<Record<PaymentCode, string>> = {
  taiShinCard: '台新信用卡',
  card: '信用卡',
  unionPay: '銀聯卡',
  ATM: 'ATM 轉帳',
};

/** A code the contract does not know (a company API's newer one: its answers are checked, not refused) reads as itself. */
export const paymentName = (code: PaymentCode) => PAYMENT_NAMES[code] ?? code;

/** Individual members' invoice carriers (3, the natural-person certificate, is not offered when ordering). */
export const CARRIER_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '會員載具',
  2: '手機條碼',
  3: '自然人憑證',
  4: '捐贈',
};

/** Business members' invoice destinations. */
export const INVOICE_ACCEPT_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '同收件地址',
  2: '其他地址',
  3: '營業所自取',
};

/** Card payments: the instalment periods, or paid at once. */
export const installmentText = (periods: number) => (periods > 0 ? `分 ${periods} 期` : '一次付清');

/**
 * Dates in orders read 'YYYY-MM-DD HH:mm:ss' (spec-coverage “Order history pages”, which is more specific than the site's
 * general YYYY/MM/DD of spec-coverage “Order history pages”); the API's Taiwan wall time is shown as it is.
 */
export const formatOrderDateTime = (value: string | null | undefined) => formatDateTime(value).replace(/\//g, '-');
export const formatOrderDate = (value: string | null | undefined) => formatOrderDateTime(value).slice(0, 10);

/** The order pages' own texts (the spec's are in ORDER_MESSAGES: 查無此訂單, 確定取消訂單?, 訂單已取消). */
export const ORDER_VIEW_MESSAGES = {
  listEmpty: '查無購買紀錄',
  loadFailed: '訂單資料載入失敗，請稍後再試',
  count: (total: number) => `共 ${total} 筆訂單`,
} as const;
