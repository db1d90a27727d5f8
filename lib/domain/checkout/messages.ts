/**
 * Wordings of the checkout pages that the spec does not quote (spec member §2, §4, §8). The order
 * messages the spec does state are `ORDER_MESSAGES` (lib/domain/orders/messages.ts); every wording
 * here is listed in docs/spec-coverage.md.
 */
export const CHECKOUT_MESSAGES = {
  // Step 1
  nothingToOrder: '購物車內沒有可訂購的商品',
  checkFailed: '目前無法確認商城狀態，請稍後再試',
  // Shop closed (/member/shopcart/shop-close)
  shopClosedTitle: '網路商城維護中',
  shopClosedText: '網路商城目前暫停訂購，造成不便，敬請見諒。維護期間如需訂購，請洽各區營業所，或將訂購單傳真至各營業所辦理。',
  // Step 2
  fixFields: '請修正標示的欄位',
  // Step 4
  stockCheckFailed: '目前無法確認商品庫存，請稍後再試',
  networkRetry: '網路連線不穩定，無法確認訂單是否已送出。請再按一次「送出訂單」，系統不會重複成立訂單。',
  // Step 5
  transactionFailed: '交易失敗',
  orderFailed: '訂單送出失敗',
  orderNumber: (orderNo: string) => `訂單編號：${orderNo}`,
} as const;
