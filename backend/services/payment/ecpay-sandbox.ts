import { isDateTime } from '@/lib/domain/validation/rules';
import type { PaymentGateway, PayableOrder } from './types';
import { checkMacValue, hasValidCheckMacValue } from './check-mac-value';
import { paymentKeys } from './keys';

/** The embedded API's own paths: the sandbox's hosted pages, the notify call, and the shop's step 5. */
export const SANDBOX_CHECKOUT_PATH = '/api/web/payment-sandbox/checkout';
export const SANDBOX_TRANSFER_PATH = '/api/web/payment-sandbox/transfer';
export const SANDBOX_TRANSFER_CONFIRM_PATH = '/api/web/payment-sandbox/transfer/confirm';
export const NOTIFY_PATH = '/api/web/payments/notify';
export const RESULT_PATH = '/member/shopcart/step/5';

/** ECPay's RtnCode of a paid notice; the shop's step 5 reads retCode 00 as success. */
export const PAID_RTN_CODE = '1';
export const DECLINED_RTN_CODE = '10200095';

export const signParams = (params: Record<string, string>) => {
  const { hashKey, hashIv } = paymentKeys();
  return { ...params, CheckMacValue: checkMacValue(params, hashKey, hashIv) };
};

/** Signed with the shop's keys by the merchant it expects; false (never a throw) when the keys are not configured. */
export const isSignedBySandbox = (params: Record<string, string>) => {
  let keys;
  try {
    keys = paymentKeys();
  } catch {
    return false;
  }
  return params.MerchantID === keys.merchantId && hasValidCheckMacValue(params, keys.hashKey, keys.hashIv);
};

/** ECPay's MerchantTradeDate: 'YYYY/MM/DD HH:mm:ss'. */
const tradeDate = (dateTime: string) => dateTime.replace(/-/g, '/');

/** ECPay's PaymentDate 'YYYY/MM/DD HH:mm:ss' (Taiwan time) as a wall time 'YYYY-MM-DD HH:mm:ss'; null when absent or not a real time. */
function paymentDate(value: string | undefined) {
  if (!value || !/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const wallTime = value.replace(/\//g, '-');
  return isDateTime(wallTime) ? wallTime : null;
}

/** The AIO checkout parameters of an order, as ECPay's AioCheckOut takes them (CustomField1 carries the order id to step 5). */
export function checkoutParams(order: PayableOrder): Record<string, string> {
  const params: Record<string, string> = {
    MerchantID: paymentKeys().merchantId,
    MerchantTradeNo: order.order_number,
    MerchantTradeDate: tradeDate(order.created_at),
    PaymentType: 'aio',
    TotalAmount: String(order.total_price),
    TradeDesc: '東震商城訂單',
    ItemName: `東震商城訂單 ${order.order_number}`,
    ReturnURL: NOTIFY_PATH,
    OrderResultURL: RESULT_PATH,
    ChoosePayment: 'Credit',
    EncryptType: '1',
    CustomField1: String(order.id),
  };
  if (order.installment > 0) params.CreditInstallment = String(order.installment);
  if (order.payment === 'unionPay') params.UnionPay = '1';
  return signParams(params);
}

/**
 * The demo's "bank transfer received" page of an ATM order (demo only, like the card sandbox): signed, so only
 * whoever was shown the order (its member) holds the link; its button sends the bank's paid notice.
 */
export function transferUrl(order: Pick<PayableOrder, 'id' | 'order_number' | 'total_price'>) {
  const params = signParams({
    MerchantID: paymentKeys().merchantId,
    MerchantTradeNo: order.order_number,
    TotalAmount: String(order.total_price),
    ReturnURL: NOTIFY_PATH,
    CustomField1: String(order.id),
  });
  return `${SANDBOX_TRANSFER_PATH}?${new URLSearchParams(params)}`;
}

/** The ECPay-AIO-like sandbox gateway of the demo (routes/payment-sandbox.ts is its hosted page). */
export function ecpaySandbox(): PaymentGateway {
  return {
    takesPayments() {
      try {
        paymentKeys();
        return true;
      } catch {
        return false;
      }
    },
    checkoutUrl: (order) => `${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams(checkoutParams(order))}`,
    readNotice(params) {
      if (!isSignedBySandbox(params) || !/^\d{1,9}$/.test(params.TradeAmt ?? '')) return undefined;
      return {
        orderNumber: params.MerchantTradeNo ?? '',
        paid: params.RtnCode === PAID_RTN_CODE,
        amount: Number(params.TradeAmt),
        tradeNo: params.TradeNo ?? '',
        paidAt: paymentDate(params.PaymentDate),
      };
    },
    acknowledgement: '1|OK',
  };
}
