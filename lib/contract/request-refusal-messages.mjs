// @ts-check
/**
 * The words of the refusals any request may get, whatever its route: the embedded API (backend/http),
 * the BFF, proxy.ts and the production server's method guard (server/method-guard.mjs) answer with
 * them. Plain JavaScript so that the production server, which runs outside the Next.js bundle, reads
 * the same definition; request-refusals.ts hands it to the TypeScript side.
 */
export const REQUEST_REFUSALS = Object.freeze({
  unreadableBody: '無法解析請求內容',
  controlInBody: '請求內容含有不允許的控制字元',
  bodyTooLarge: '請求內容過大，上限為 1 MB',
  controlInUrl: '網址含有不允許的控制字元',
  malformedUrl: '網址編碼格式錯誤',
  methodNotAllowed: '不支援此請求方法',
});
