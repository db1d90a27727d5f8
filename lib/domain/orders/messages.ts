import { MAX_OPEN_UNPAID_ORDERS } from './deadlines';

/**
 * The checkout's and the orders' messages, one catalogue grouped by step (docs/checkout.md), then the
 * order pages and the order API's own refusals. Where the spec quotes a message (most of them in
 * English; spec-coverage “Activities”) its Traditional Chinese wording is used; every wording, quoted
 * or chosen where the spec gives none (spec-coverage “Order life: payments, deadlines, failures and
 * refunds”), is listed in docs/spec-coverage.md. Step 4's refusals by code are ORDER_SUBMIT_ERRORS,
 * step 5's outcomes OUTCOME_TEXTS, both below.
 */
export const ORDER_MESSAGES = {
  // Step 1 next (spec-coverage “Activities”)
  settlement: '本月業績結算中，暫停所有訂購',
  noEmail: '購物前請先至會員中心設定電子信箱',
  expired: '您的會員資格已到期且年度累積 PV 未達 6,000，目前無法購物，請至各分公司辦理續約',
  giftChoicePending: '請選擇活動贈品',
  nothingToOrder: '購物車內沒有可訂購的商品',
  checkFailed: '目前無法確認商城狀態，請稍後再試',
  // Shop closed (/member/shopcart/shop-close)
  shopClosedTitle: '網路商城維護中',
  shopClosedText:
    '網路商城目前暫停訂購，造成不便，敬請見諒。維護期間如需訂購，請洽各區營業所，或將訂購單傳真至各營業所辦理。',
  // Step 2
  salesTerritory: '請選擇業績地區',
  contact: '請填寫聯絡人',
  recipientAddress: '請填寫收件地址',
  postalCodeMismatch: '郵遞區號與收件地址的縣市、鄉鎮市區不符，請重新確認',
  office: '請選擇營業所',
  receiverName: '請填寫姓名',
  receiverPhone: '請填寫電話',
  invoiceAddress: '請填寫發票地址',
  mobileBarcode: '請選擇手機條碼',
  loveCode: '請選擇愛心碼',
  invoiceType: '請選擇發票寄送方式',
  invoiceByRegisteredMail: (workingDays: number) => `發票以掛號郵寄，約需 ${workingDays} 個工作天送達`,
  carrierType: '請選擇發票載具',
  delivery: '請選擇配送方式',
  // Steps 2 and 3: a refused next
  fixFields: '請修正標示的欄位',
  // Step 3
  payment: '請選擇付款方式',
  installment: '請選擇分期期數',
  atmDay: '請選擇付款日期',
  atmAccount: '請填寫匯款帳號末 5 碼',
  fragileIsland: '聚寶盆為易碎品，離島無法宅配到府，請重新填寫地址或選購其他商品',
  // Step 4
  terms: '請先同意活動條款',
  outOfStock: (names: string[]) => `${names.join('、')} 庫存不足，請稍後再試`,
  // The API's own 4015 (MAX_OPEN_UNPAID_ORDERS, deadlines.ts): not in the spec's catalogue, so the page answers it as the spec's "anything else" with these words as the detail.
  tooManyUnpaid: `您有 ${MAX_OPEN_UNPAID_ORDERS} 筆訂單尚未付款，請先完成付款或取消訂單後再下單`,
  unpaidHold: (name: string, held: number, limit: number) =>
    `您尚未付款的訂單已保留 ${name} ${held} 件，每人最多保留 ${limit} 件，請先完成付款或取消訂單`,
  unpaidRenewals: (name: string, count: number, days: number, from: string) =>
    `您近 ${days} 天內已有 ${count} 筆含 ${name} 的訂單未付款（含未付款即取消或逾期的訂單），請於 ${from} 後再訂購此商品`,
  declinedCards: (name: string, count: number, days: number, from: string) =>
    `您近 ${days} 天內已有 ${count} 筆含 ${name} 的訂單信用卡付款失敗，請改以 ATM 轉帳付款，或於 ${from} 後再以信用卡訂購此商品`,
  stockCheckFailed: '目前無法確認商品庫存，請稍後再試',
  ordersCheckFailed: '目前無法讀取您的訂單紀錄，請稍後再試',
  // Step 4's answer never came (or said too little): the page looked the order up among the member's newest orders.
  orderNotPlaced: '網路連線不穩定，訂單沒有送達：系統查詢後，確認這筆訂單尚未成立。請再按一次「送出訂單」。',
  orderUnconfirmed:
    '網路連線不穩定，無法確認訂單是否已成立。請稍後再按「送出訂單」：系統會先查詢您的訂單，確認尚未成立才會送出；您也可以至購買紀錄查看。',
  // Order submission, by status_from_backend (spec-coverage “Activities”)
  systemError: '系統錯誤',
  // Step 5
  transactionFailed: '交易失敗',
  orderFailed: '訂單送出失敗',
  orderNumber: (orderNo: string) => `訂單編號：${orderNo}`,
  readingOrder: '正在確認訂單狀態…',
  orderUnreadable: '目前無法確認訂單狀態，請稍後至購買紀錄查看。',
  cartRestored: '訂單中的商品已放回購物車，您可以改用其他付款方式重新結帳。',
  backToCart: '回購物車重新結帳',
  // The order pages (list and detail)
  fetchFailed: '查無此訂單',
  cancelConfirm: '確定取消訂單?',
  cancelled: '訂單已取消',
  cannotCancel: '此訂單狀態已無法取消',
  // The order API's own refusals (docs/api-contract.md "Orders and payment")
  idempotencyKey: '缺少有效的 Idempotency-Key，請重新送出訂單',
  activitiesInvalid: '活動贈品資料有誤，請回購物車重新確認',
  cartChanged: '購物車內容已變更，請回購物車重新確認',
  lineInvalid: '訂購商品資料有誤，請回購物車重新確認',
  unavailable: (names: string[]) => `${names.join('、')} 已無法購買`,
  cancelOnly: '訂單僅能變更為取消狀態',
} as const;

/**
 * A row of ORDER_SUBMIT_ERRORS: the message and what the page does (spec-coverage “Activities”): 'logout', 'step1'
 * (back to the cart), 'stay' (on step 4), 'reorder' (a new key). The activity refusals (4010–4014)
 * carry error_activity_id in the answer and add:
 * - `orContinueWithout` (4010, 4013, gifts ran out): for an activity other than RuleProduct, first ask
 *   ACTIVITY_MESSAGES.continueWithout(title); yes adds the id to agree_freebie_none_ids (with
 *   agree_freebie_none 1) and submits again, no does `then`. A RuleProduct activity shows
 *   ACTIVITY_MESSAGES.someGiftsGone and does `then` (its member chooses again on step 1).
 * - `warning` (4014): the message is shown as a warning before `then`.
 */
export type OrderSubmitError = {
  message: string;
  then: 'logout' | 'step1' | 'stay' | 'reorder';
  orContinueWithout?: true;
  warning?: true;
};

/** status_from_backend of POST orders and what the page does (spec-coverage “Activities”); 4010–4014 belong to activities. */
export const ORDER_SUBMIT_ERRORS: Readonly<Record<number, OrderSubmitError>> = {
  4001: { message: '帳號有效期限已過，請洽客服人員', then: 'logout' },
  4002: { message: '訂單送出失敗', then: 'stay' },
  4003: { message: '尚未完成簡訊驗證，請重新登入', then: 'logout' },
  4004: { message: '登入失敗，請重新登入', then: 'logout' },
  4005: { message: '您的傳銷權資格已退出，需先辦理重新入會', then: 'logout' },
  4006: { message: '目前商城未開放訂購', then: 'step1' },
  4007: { message: '商品庫存不足', then: 'step1' },
  4008: { message: '商品價格、PV 或運費有誤，請重新確認', then: 'stay' },
  4009: { message: '訂單儲存失敗，請重新訂購', then: 'reorder' },
  4010: { message: '活動贈品已送完', then: 'step1', orContinueWithout: true },
  4011: { message: '活動已結束', then: 'step1' },
  4012: { message: '活動贈品選擇有誤，請回購物車重新選擇', then: 'step1' },
  4013: { message: '活動贈品已送完', then: 'step1', orContinueWithout: true },
  4014: { message: '您於此活動已有三筆取消訂單，此活動暫停網路購物', then: 'step1', warning: true },
};

/**
 * Step 5's heading and text for what the order is (orderOutcome); `placed` and `paid` use the shop's
 * own result view (entry 0) under their heading. Listed in docs/spec-coverage.md "Order life: payments, deadlines, failures and refunds".
 */
export const OUTCOME_TEXTS = {
  placed: { heading: '感謝您的訂購', text: '訂單已成立，請於匯款日當天完成轉帳；逾期未付款之訂單將自動取消。' },
  paid: { heading: '感謝您的訂購', text: '付款完成，訂單已成立。' },
  processing: {
    heading: '付款處理中',
    text: '正在等待發卡銀行確認本次付款，確認後此頁會自動更新；您也可以稍後至購買紀錄查看。',
  },
  declined: { heading: '交易失敗', text: '發卡銀行未核准本次付款，訂單未成立。' },
  expired: { heading: '付款逾時', text: '本訂單未在付款期限內完成付款，已自動取消。' },
  cancelled: { heading: '訂單已取消', text: '本訂單已取消，付款連結已失效。' },
  late_payment: {
    heading: '異常交易',
    text: '本訂單取消後才收到您的付款，訂單無法成立，款項將由專人為您辦理退款；如有疑問請洽客服專線。',
  },
} as const;
