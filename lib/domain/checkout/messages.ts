/**
 * Wordings of the checkout pages that the spec does not quote (spec-coverage “Order life: payments, deadlines, failures and refunds”). The order
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
  readingOrder: '正在確認訂單狀態…',
  orderUnreadable: '目前無法確認訂單狀態，請稍後至購買紀錄查看。',
  cartRestored: '訂單中的商品已放回購物車，您可以改用其他付款方式重新結帳。',
  backToCart: '回購物車重新結帳',
} as const;

/**
 * Step 5's heading and text for what the order is (orderOutcome); `placed` and `paid` use the shop's
 * own result view (entry 0) under their heading. Listed in docs/spec-coverage.md "Order life".
 */
export const OUTCOME_TEXTS = {
  placed: { heading: '感謝您的訂購', text: '訂單已成立，請於匯款日當天完成轉帳；逾期未付款之訂單將自動取消。' },
  paid: { heading: '感謝您的訂購', text: '付款完成，訂單已成立。' },
  processing: { heading: '付款處理中', text: '正在等待發卡銀行確認本次付款，確認後此頁會自動更新；您也可以稍後至購買紀錄查看。' },
  declined: { heading: '交易失敗', text: '發卡銀行未核准本次付款，訂單未成立。' },
  expired: { heading: '付款逾時', text: '本訂單未在付款期限內完成付款，已自動取消。' },
  cancelled: { heading: '訂單已取消', text: '本訂單已取消，付款連結已失效。' },
  late_payment: { heading: '異常交易', text: '本訂單取消後才收到您的付款，訂單無法成立，款項將由專人為您辦理退款；如有疑問請洽客服專線。' },
} as const;
