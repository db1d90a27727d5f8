import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * ECPay's URL encoding, which is .NET's HttpUtility.UrlEncode lower-cased: space as '+', and
 * `- _ . ! * ( )` left as they are. encodeURIComponent agrees on everything but `~` and `'`.
 */
export const dotNetUrlEncode = (text: string) =>
  encodeURIComponent(text).replace(/%20/g, '+').replace(/~/g, '%7e').replace(/'/g, '%27').toLowerCase();

/** Keys sorted A–Z without regard to case, as ECPay's SDKs do (strcasecmp). */
const byKey = ([a]: [string, string], [b]: [string, string]) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * CheckMacValue (ECPay AIO, EncryptType 1): upper(SHA256(urlencode_lower("HashKey=…&" + the sorted
 * parameters + "&HashIV=…"))), every parameter but CheckMacValue itself.
 */
export function checkMacValue(params: Record<string, string>, hashKey: string, hashIv: string): string {
  const query = Object.entries(params)
    .filter(([key]) => key !== 'CheckMacValue')
    .sort(byKey)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHash('sha256')
    .update(dotNetUrlEncode(`HashKey=${hashKey}&${query}&HashIV=${hashIv}`))
    .digest('hex')
    .toUpperCase();
}

/** Whether `params.CheckMacValue` is the signature of the other parameters (compared in constant time). */
export function hasValidCheckMacValue(params: Record<string, string>, hashKey: string, hashIv: string): boolean {
  const sent = Buffer.from(String(params.CheckMacValue ?? '').toUpperCase());
  const expected = Buffer.from(checkMacValue(params, hashKey, hashIv));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
