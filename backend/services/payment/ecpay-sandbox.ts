import type { PaymentGateway, PayableOrder } from './types';
import { checkMacValue, hasValidCheckMacValue } from './check-mac-value';

/** The embedded API's own paths: the sandbox's hosted page, the notify call, and the shop's step 5. */
export const SANDBOX_CHECKOUT_PATH = '/api/web/payment-sandbox/checkout';
export const NOTIFY_PATH = '/api/web/payments/notify';
export const RESULT_PATH = '/member/shopcart/step/5';

/** ECPay's RtnCode of a paid notice; the shop's step 5 reads retCode 00 as success. */
export const PAID_RTN_CODE = '1';
export const DECLINED_RTN_CODE = '10200095';

/**
 * Keys shared by the shop and the sandbox gateway. The demo defaults only sign the sandbox's own
 * round trip; a deployment sets PAYMENT_HASH_KEY / PAYMENT_HASH_IV (README "Configuration").
 */
export function sandboxCredentials() {
  return {
    merchantId: process.env.PAYMENT_MERCHANT_ID || '3002607',
    hashKey: process.env.PAYMENT_HASH_KEY || 'TocinDemoHashKey',
    hashIv: process.env.PAYMENT_HASH_IV || 'TocinDemoHashIV0',
  };
}

export const signParams = (params: Record<string, string>) => {
  const { hashKey, hashIv } = sandboxCredentials();
  return { ...params, CheckMacValue: checkMacValue(params, hashKey, hashIv) };
};

export const isSignedBySandbox = (params: Record<string, string>) => {
  const { merchantId, hashKey, hashIv } = sandboxCredentials();
  return params.MerchantID === merchantId && hasValidCheckMacValue(params, hashKey, hashIv);
};

/** ECPay's MerchantTradeDate: 'YYYY/MM/DD HH:mm:ss'. */
const tradeDate = (dateTime: string) => dateTime.replace(/-/g, '/');

/** The AIO checkout parameters of an order, as ECPay's AioCheckOut takes them (CustomField1 carries the order id to step 5). */
export function checkoutParams(order: PayableOrder): Record<string, string> {
  const params: Record<string, string> = {
    MerchantID: sandboxCredentials().merchantId,
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

/** The ECPay-AIO-like sandbox gateway of the demo (routes/payment-sandbox.ts is its hosted page). */
export function ecpaySandbox(): PaymentGateway {
  return {
    checkoutUrl: (order) => `${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams(checkoutParams(order))}`,
    readNotice(params) {
      if (!isSignedBySandbox(params) || !/^\d{1,9}$/.test(params.TradeAmt ?? '')) return undefined;
      return { orderNumber: params.MerchantTradeNo ?? '', paid: params.RtnCode === PAID_RTN_CODE, amount: Number(params.TradeAmt), tradeNo: params.TradeNo ?? '' };
    },
    acknowledgement: '1|OK',
  };
}
