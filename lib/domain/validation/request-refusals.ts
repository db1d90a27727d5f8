/**
 * Refusals any request may get, whatever its route (issue 12): the embedded API (backend/http), the
 * BFF and proxy.ts answer them with the same words. server/method-guard.mjs repeats methodNotAllowed
 * (plain JavaScript, it cannot import this file).
 */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * Refused in any string of a body, query or path. PostgreSQL text cannot hold NUL, and no field of
 * the shop needs another control character (tab, line feed and carriage return stay allowed: the
 * contact text is multi-line).
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const REQUEST_REFUSALS = {
  unreadableBody: '無法解析請求內容',
  controlInBody: '請求內容含有不允許的控制字元',
  bodyTooLarge: '請求內容過大，上限為 1 MB',
  controlInUrl: '網址含有不允許的控制字元',
  malformedUrl: '網址編碼格式錯誤',
  methodNotAllowed: '不支援此請求方法',
} as const;
