/**
 * Activity texts (spec-coverage “Activities” "Activity warnings", order-submission codes 4010–4014). The spec states
 * them in English; the Traditional Chinese wording is listed in docs/spec-coverage.md ("Activities").
 */
export const ACTIVITY_WARNINGS = {
  ended: '活動已結束',
  soldOut: '活動贈品已全數送完',
  partial: '活動贈品數量不足，僅能贈送部分贈品',
  perOrderMax: '您的訂單 PV 已達本活動單筆贈送（抽獎）上限，建議您分開訂購',
  drawsShort: '活動剩餘抽獎次數不足',
} as const;

export type ActivityWarning = keyof typeof ACTIVITY_WARNINGS;

export const ACTIVITY_MESSAGES = {
  /** 是否確認選擇的選項？ before a product-gift choice is taken (spec-coverage “Activities”). */
  confirmChoice: '是否確認選擇的選項？',
  giftRowsTitle: '活動贈品',
  /** 4010 / 4013 for a product-gift activity: back to step 1. */
  someGiftsGone: '部分活動贈品已送完，請重新選擇',
  /** 4010 / 4013 for the other rules: continue without them? */
  continueWithout: (title: string) => `「${title}」的贈品已送完，是否繼續送出訂單（不含此活動贈品）？`,
  choiceRequired: '請選擇活動贈品',
  choiceInvalid: '活動贈品選擇有誤，請回購物車重新選擇',
  activityEnded: '活動已結束，請回購物車重新確認',
  paused: '您於此活動已有三筆取消訂單，此活動暫停網路購物',
  // Red packets (step 5)
  openOne: '開啟紅包',
  openAll: '全部開啟',
  notEarned: '未獲得抽獎機會',
  prize: (name: string) => `${name} X1`,
  drawNotFound: '查無此抽獎',
  drawClosed: '此訂單的抽獎已失效',
  drawAwaitsPayment: '付款完成後即可抽獎',
  prizesGone: '抽獎贈品已全數送完',
} as const;
