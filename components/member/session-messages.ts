/** Session texts (spec-coverage “Members: session and screens”, member §8), Traditional Chinese wording recorded in docs/spec-coverage.md. */
export const SESSION_MESSAGES = {
  loggedOut: '登出成功',
  idle: '系統已閒置 15 分鐘未操作，已自動登出',
  forcedTitle: '網站資料已重置',
  forcedBody: '您已被登出，請重新登入。',
  forcedConfirm: '我知道了',
  exited: '您的傳銷權資格已退出，需先辦理重新入會',
  suspendedTitle: '很抱歉,暫停您的網路購物且無法登入，造成不便，敬請見諒',
  suspendedBody: (phone: string) => `如有問題請洽客服專線${phone}`,
} as const;
