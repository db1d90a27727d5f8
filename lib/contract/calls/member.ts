import { z } from 'zod';
import { defineCall } from '../call';
import { draw } from '../schema/activities';
import { cart, cartAddOutOfStock, cartLine, favorite } from '../schema/cart';
import { character, characterInput } from '../schema/characters';
import { done, int, item, list, paged, text } from '../schema/common';
import { fortuneResult } from '../schema/fortune';
import { codeSent, generalAddress, member, performanceLookup, renewalSetting, token } from '../schema/member';
import { buyAgainResult, order, orderCreated } from '../schema/orders';
import { characterSearchQuery, fortuneConversionQuery, orderSearchQuery, pageQuery } from '../schema/queries';
import {
  accountUpdateInput,
  cartAddInput,
  cartLineUpdate,
  changePasswordInput,
  chartBatchDelete,
  drawOpenInput,
  favoriteInput,
  firstLoginInput,
  generalAddressBatchDelete,
  generalAddressInput,
  identityCardInput,
  loginInput,
  orderInput,
  otpCheckInput,
  resetPasswordInput,
} from '../schema/requests';

const who = 'member' as const;
const notFound = (message: string, when = "Missing or another member's") => ({
  404: { when: `${when}: \`{message: '${message}'}\`.` },
});
const byAddress = '42901 past the client address\'s limit (docs/api-contract.md "Per client address limits")';
const failedLogins =
  "40041 '登入嘗試過於頻繁，請於一分鐘後再試' when 5 failures for this account fall in the last 60 s (the right password too)";
const smsAgain = "`{message: '簡訊已重複發送'}` within 60 s of the member's last code";
const tooMany = (when?: string) => ({
  429: { when: `${when ? `${when}; ` : ''}${byAddress}.`, codes: [40041, 42901] },
});
const noAccount = { 404: { when: "`{message: '查無此帳號'}`." } };
const newPasswordRules = "'請填寫密碼', '密碼長度過短，最少 8 碼', '請填寫包含英文與數字的密碼'";

/** The member's calls; the rules spanning them are in docs/api-contract.md "Member calls" and the sections after it. */
export const memberCalls = [
  defineCall('POST login', {
    summary:
      'Signs a member in with the identity card (or manage_id) and password: the token reply. Checked in this order: the body (422), the failures (429 40041), the account (404), the password (403 4004), activation (403 4003), exit (403 4005); a 404 or 4004 counts as a failure, success clears them. Expired and suspended (credit_audit N / X / Z) members get their token; 4001 is never answered here.',
    body: loginInput,
    ok: token,
    refusals: {
      422: { when: "`username` '請填寫身分證字號或管理編號', `password` '請填寫密碼'." },
      403: {
        when: "4004 '帳號或密碼錯誤' (a failure); 4003 '尚未完成開通，請先進行首次登入'; 4005 '您的傳銷權資格已退出，需先辦理重新入會'.",
        codes: [4003, 4004, 4005],
      },
      404: { when: "`{message: '查無此帳號'}` (a failure)." },
      ...tooMany(failedLogins),
    },
  }),
  defineCall('POST login?_first', {
    summary:
      "First login, step 1: `password` is the 8-digit birth date; answers `{message: '驗證碼已發送', phone_number: '0912***678'}` and sends the code by SMS to `mobile_phone01`. Checked in this order: the body (422), the failures (429 40041), the account (404), already activated (403 4002, before the password is checked), the password (403 4004, counted as a failure), exit (403 4005), the last code (429).",
    body: firstLoginInput,
    ok: codeSent,
    refusals: {
      422: { when: "`username` '請填寫帳號', `password` '請填寫密碼'." },
      403: {
        when: "4002 '您已完成首次登入，請直接使用密碼登入'; 4004 '帳號或密碼錯誤' (counted as a failure); 4005 '您的傳銷權資格已退出，需先辦理重新入會'.",
        codes: [4002, 4004, 4005],
      },
      ...noAccount,
      ...tooMany(`${failedLogins}; ${smsAgain}`),
    },
  }),
  defineCall('POST forgot-password', {
    summary: "Sends an SMS code to reset the password: `{message: '驗證碼已發送', phone_number}`.",
    body: identityCardInput,
    ok: codeSent,
    refusals: {
      422: { when: "`identity_card` '請填寫身分證字號或統一編號'." },
      403: {
        when: "4003 '尚未完成開通，請先進行首次登入' (not activated); 4005 '您的傳銷權資格已退出，需先辦理重新入會' (exited).",
        codes: [4003, 4005],
      },
      ...noAccount,
      ...tooMany(smsAgain),
    },
  }),
  defineCall('POST otp/check', {
    summary:
      'Spends the latest unspent SMS code of a first login or forgot password for `{reset_token}` (10 minutes, single use).',
    body: otpCheckInput,
    ok: z.object({ reset_token: text }),
    refusals: {
      422: {
        when: "`username` '請填寫身分證字號或統一編號', `otp` '請填寫 OTP 驗證碼'; `{message: 'OTP 驗證失敗', errors: {otp}}` for a wrong, expired or spent code (5 wrong tries spend it).",
      },
      ...noAccount,
      ...tooMany(),
    },
  }),
  defineCall('POST otp/resend', {
    summary:
      "Sends a new code for the member's latest request (first login, forgot or change password), earlier codes spent: `{message: '驗證碼已重新發送', phone_number}`.",
    body: identityCardInput,
    ok: codeSent,
    refusals: {
      422: { when: 'A refused `identity_card`.' },
      404: {
        when: "`{message: '查無驗證碼申請，請重新操作'}`: an unknown account or no request in the last 30 minutes.",
      },
      ...tooMany(smsAgain),
    },
  }),
  defineCall('PUT reset-password', {
    summary:
      "Sets the password with a reset token, spends the token and revokes the member's other tokens: `{message: '密碼已更新'}`; a first login also activates the member and adds `user` and `token`.",
    body: resetPasswordInput,
    ok: done.extend({ user: member.optional(), token: token.optional() }),
    refusals: {
      422: {
        when: `\`new_password\` (${newPasswordRules}); \`{message: '密碼更新失敗，請洽服務人員', errors: {reset_token}}\` for a wrong, expired, spent or another member's token.`,
      },
      ...noAccount,
      ...tooMany(),
    },
  }),
  defineCall('PUT user/change-password', {
    access: who,
    summary:
      "Step 1, `{old_password, new_password}`: checks the old password and sends a code, `{message: '驗證碼已發送', phone_number, otp_required: true}`. Step 2, the same with `otp` (5 minutes, single use, the same new password): `{message: '密碼已變更'}`, the member's other tokens revoked.",
    body: changePasswordInput,
    ok: done.extend({ phone_number: text.optional(), otp_required: z.literal(true).optional() }),
    refusals: {
      422: {
        when: `\`old_password\` '請填寫舊密碼', \`new_password\` '請填寫新密碼' and the rules of a new password (${newPasswordRules}), \`otp\` '請填寫驗證碼' (6 digits); 40042 '舊密碼錯誤' on \`errors.old_password\` (a failed login attempt); 'OTP 驗證失敗'.`,
        codes: [40042],
      },
      ...tooMany(`${failedLogins} (wrong old passwords count); ${smsAgain}`),
    },
  }),
  defineCall('GET users', {
    access: who,
    summary: "The signed-in member, never the password; `pv` this month's.",
    ok: item(member),
  }),
  defineCall('PUT user', {
    access: who,
    summary:
      "Changes the member's e-mail (`{email, confirm_email?}`; a new e-mail clears `email_verified_at`) or sales territory (`{sales_territory_id}`): `{message: '更新成功', data}`.",
    body: accountUpdateInput,
    ok: done.extend({ data: member }),
    refusals: {
      422: {
        when: "`email` '請填寫電子信箱' / '請填寫正確的電子信箱格式' / '請再次確認電子信箱是否相同 (限半形，中英文並一定要有@才是正確的 MAIL 格式)', `confirm_email` '電子信箱不一致'; `sales_territory_id` '請選擇業績地區'; an office not `is_sales_territory_use`: `{message: '此地區無法登記業績'}` (the shop shows '驗證失敗: ' + message); both or neither: '請填寫電子信箱或選擇業績地區'.",
      },
    },
  }),
  defineCall('POST user/logout', {
    access: who,
    summary:
      "Revokes the call's bearer token at once: `{message: '已登出'}`, then 401 everywhere. Every logout of the shop goes through it.",
    ok: done,
    addition:
      'Without it (or on any failure) the logout clears the session cookie all the same and says 登出成功; the token then stays valid at the API until it expires (decision 0164).',
  }),
  defineCall('GET renewal_settings', {
    access: who,
    summary: 'Renewal settings; the shop uses the first.',
    ok: list(renewalSetting),
  }),
  defineCall('GET performances', {
    access: who,
    summary: "The spec's unnamed performance lookup: this month's figures (zeros without a row).",
    ok: item(performanceLookup),
    addition:
      "Without it the page reads the same figures from the member (`GET users`, M §3's hierarchical, pv, exited_at, expiry_day, renewal_expiry_date, created_at) and shows no data month (decision 0164).",
  }),
  defineCall('GET user/general-addresses', {
    access: who,
    summary: "The member's own saved recipients, oldest first.",
    ok: list(generalAddress),
  }),
  defineCall('GET user/general-addresses/{id}', {
    access: who,
    summary: 'One saved recipient.',
    ok: item(generalAddress),
    refusals: notFound('查無此收件人'),
  }),
  defineCall('POST user/general-addresses', {
    access: who,
    summary: 'Saves a recipient (201), at most 11.',
    body: generalAddressInput,
    ok: { 201: item(generalAddress) },
    refusals: {
      422: {
        when: "Field messages (`postal_code` '郵遞區號與縣市、鄉鎮市區不符，請重新確認'); '已達最大筆數' when 11 are saved.",
      },
    },
  }),
  defineCall('PUT user/general-addresses/{id}', {
    access: who,
    summary: 'Changes a saved recipient.',
    body: generalAddressInput,
    ok: item(generalAddress),
    refusals: notFound('查無此收件人'),
  }),
  defineCall('POST user/general-addresses/batch-delete', {
    access: who,
    summary: "Deletes saved recipients, all or none: `{message: '刪除成功'}`.",
    body: generalAddressBatchDelete,
    ok: done,
    refusals: {
      422: { when: "`id` '請選擇要刪除的資料'." },
      ...notFound('查無此收件人', "Any id missing or another member's, then nothing is deleted"),
    },
  }),
  defineCall('GET fortune', {
    access: who,
    summary:
      "The fortune conversion (rules in lib/domain/fortune): the result, unwrapped. `hour` 吉 means unknown: no hour pillar. The spec's conversion is a separate external service with this query (P §7, M §7): the shop's server calls it at FORTUNE_API_URL; this call of the embedded API is the demo's service (a company API need not have it).",
    addition:
      "The spec's conversion is an external service (P §7, M §7): the shop's server calls `FORTUNE_API_URL`'s `GET fortune`, and this call only when that is unset.",
    query: fortuneConversionQuery,
    ok: fortuneResult,
    refusals: {
      422: {
        when: "`{message, errorstatus: 1, error}`: an impossible date ('2023 年 2 月只有 28 天，沒有 29 日', '農曆民國 111 年沒有閏二月', '農曆民國 112 年閏二月只有 29 天，沒有 30 日'), '出生時間錯誤：沒有 24 時', a year out of range, '請選擇性別', '請填寫出生時間', '出生日期格式錯誤'.",
      },
    },
  }),
  defineCall('GET user/characters', {
    access: who,
    summary: "The member's own charts, `searchText` a part of the name, by sort then newest first.",
    query: characterSearchQuery,
    ok: list(character),
  }),
  defineCall('GET user/characters/{id}', {
    access: who,
    summary: 'One chart.',
    ok: item(character),
    refusals: notFound('查無此命盤'),
  }),
  defineCall('POST user/characters', {
    access: who,
    summary:
      'Saves a chart (201), at most 200. `birth_at` is the solar date-time (國曆 +1911, 農曆 converted); a 吉 hour / minute (`china_hour` 吉時) is an unknown time; `birth_at`, `china_hour` and `result` are recomputed.',
    body: characterInput,
    ok: { 201: item(character) },
    refusals: {
      422: {
        when: "`errors` on `name, gender, calendar, birth_at, is_leap, hour, minute` with chartSchema's messages (spec §5); a wrong `is_leap` on `birth_at` '出生日期格式錯誤'; past 200 charts '命盤已達 200 筆上限，請先刪除不需要的命盤'.",
      },
    },
  }),
  defineCall('PUT user/characters/{id}', {
    access: who,
    summary: 'Changes a chart, the body and rules of POST user/characters.',
    body: characterInput,
    ok: item(character),
    refusals: notFound('查無此命盤'),
  }),
  defineCall('POST user/characters/batch-delete', {
    access: who,
    summary: "Deletes charts, all or none: `{message: '刪除成功', data}` with the deleted ids.",
    body: chartBatchDelete,
    ok: done.extend({ data: z.array(int) }),
    refusals: {
      422: { when: "`_method`; `id` '請選擇要刪除的命盤'." },
      ...notFound('查無此命盤', "Any id missing or another member's, then nothing is deleted"),
    },
  }),
  defineCall('GET user/shopping-carts', {
    access: who,
    summary:
      "The cart, oldest first, after removing the lines the caller may no longer see (`reason: 'unavailable'`, `message: ''`) and ordinary lines at stock ≤ 0 (`reason: 'out_of_stock'`, `message: '<name> 已無庫存，將自動從購物車移除'`); lucky lines stay, with `out_of_stock` 1.",
    ok: cart,
  }),
  defineCall('POST user/shopping-carts', {
    access: who,
    summary:
      "Adds a product: `{data, message: '成功加入購物車'}`. An ordinary product sums into the member's one line of it (`is_installment` ignored; the member's lucky lines get `is_installment` 0). A lucky product is always a new line of 1; `character_id` one of the caller's charts, copied onto the line (kept when the chart is deleted); `fortune_word` 天干 or 地支; `fortune_ring_size` 3–17.5 step 0.5 with `fortune_finger` R1–R5 / L1–L5 for 01205 / 01001 / 01011; `fortune_wrist_size` M-21cm / L-24cm for 01209 / 01005 / 01015; `is_installment: 1` removes the ordinary lines. At stock ≤ 0: 200 `{data: {product_id, out_of_stock: 1}, message: '<name> 庫存不足'}`, nothing added and the ordinary line removed.",
    body: cartAddInput,
    ok: done.extend({ data: z.union([cartLine, cartAddOutOfStock]) }),
    refusals: {
      422: {
        when: "Ordinary: past the line limit `product_quantity` '超過可購買數量，每筆最多 N 件'; not a positive integer '購買數量須為正整數'. Lucky: '開運商品每筆數量固定為 1'; `is_installment` not 0 / 1 '分期付款選項只能是 0 或 1'; '查無此命盤，請重新選擇'; '請選擇命盤', '請選擇字樣', '請選擇戒圍', '請選擇配戴手指', '請選擇手圍'. Any: '購物車品項已達上限' past 100 lines; `product_id` '請選擇商品'.",
      },
      ...notFound('暫無此商品', 'A product the caller may not see'),
    },
  }),
  defineCall('PUT user/shopping-carts/{id}', {
    access: who,
    summary:
      "The spec's unnamed update of a cart item: `{product_quantity?}`, or a lucky line's `{character_id, fortune_word, fortune_ring_size?, fortune_finger?, fortune_wrist_size?, is_installment?}`; answers the line. Any personalisation field sent validates it whole and copies the chart again; `is_installment` changes only when sent (`1` removes the ordinary lines).",
    body: cartLineUpdate,
    ok: item(cartLine),
    refusals: {
      422: {
        when: "Ordinary: `product_quantity` 1 to the line limit, else as POST user/shopping-carts ('<name> 庫存不足' at stock 0). Lucky: a quantity other than 1; the personalisation's messages.",
      },
      404: {
        when: "`{message: '查無此購物車商品'}` (missing or another member's line), or `{message: '暫無此商品'}`.",
      },
    },
    addition:
      "M §7 names the update of a cart item but shows no path. Without it (404, 405) the cart page makes the change with POST and DELETE user/shopping-carts: a quantity up adds the difference; down removes the line and adds it at the new quantity; a lucky line's edit adds the edited line of 1, then removes the old one; then the cart is read again. A 404 with its own messages above is a refusal, not an API without the call (decision 0164).",
  }),
  defineCall('DELETE user/shopping-carts/{id}', {
    access: who,
    summary: "Removes a line: `{message: '已移除'}`.",
    ok: done,
    refusals: notFound('查無此購物車商品'),
  }),
  defineCall('DELETE user/shopping-carts/products/{product_id}', {
    access: who,
    summary:
      "The spec's unnamed \"remove by product id\": every line of the product, `{message: '已移除', data: {removed: N}}`.",
    ok: done.extend({ data: z.object({ removed: int }) }),
    refusals: notFound('查無此購物車商品'),
    addition: 'The shop never calls it (decision 0164).',
  }),
  defineCall('DELETE user/shopping-carts', {
    access: who,
    summary: "Clears the cart: `{message: '已清空購物車'}`, also when empty.",
    ok: done,
  }),
  defineCall('GET user/favorites', {
    access: who,
    summary:
      "The member's favourites, newest first, at most 100 (the most a member may keep, decision 0136); products the caller may no longer see are left out.",
    ok: list(favorite),
  }),
  defineCall('POST user/favorites', {
    access: who,
    summary:
      "Keeps a product as a favourite: 201 `{data, message: '已加入我的最愛'}`; when it already is one, 200 with the existing one.",
    body: favoriteInput,
    ok: { 200: done.extend({ data: favorite }), 201: done.extend({ data: favorite }) },
    refusals: {
      422: {
        when: "`product_id` '開運商品無法加入我的最愛', '請選擇商品', '我的最愛最多 100 項商品，請先移除其他商品' (a member keeps at most 100).",
      },
      ...notFound('暫無此商品', 'A product the caller may not see'),
    },
  }),
  defineCall('DELETE user/favorites/{id}', {
    access: who,
    summary:
      "Removes a favourite: `{id}` is the caller's favourite's id (M §7), else the product id of one of the caller's favourites (the shop's earlier reading, still read); the favourite's id is looked for first. `{message: '商品已從我的最愛移除'}`. The shop sends the favourite's id when its list holds it (docs/api-contract.md).",
    ok: done,
    refusals: notFound('查無此最愛商品'),
  }),
  defineCall('POST orders', {
    access: who,
    summary:
      'Places an order from cart lines (header `Idempotency-Key`, 1–100 visible ASCII; body `OrderPayload` of lib/domain/checkout/order.ts): 201 `{data: {id, order_number, payment, order_status, url}}`; a repeat of the key answers the first order with 200. Order of checks, messages and answer: docs/api-contract.md "Submitting an order".',
    headers: {
      'Idempotency-Key':
        "1–100 visible ASCII, one per order attempt: a repeat answers the attempt's first order. An API without it makes an order per request; the shop then looks the order up before it sends again (decision 0165).",
    },
    body: orderInput,
    ok: { 200: item(orderCreated), 201: item(orderCreated) },
    refusals: {
      400: {
        when: "A missing or malformed `Idempotency-Key`: '缺少有效的 Idempotency-Key，請重新送出訂單'; or an unreadable request.",
      },
      403: { when: 'A gate of the member or the activity refuses.', codes: [4001, 4003, 4004, 4005, 4014] },
      409: {
        when: 'The shop or settlement refuses, stock or an activity ran out.',
        codes: [4006, 4007, 4010, 4011, 4013],
      },
      422: {
        when: 'A refused field, a changed cart or price, a wrong gift choice, too many unpaid orders; `errors` names each field.',
        codes: [4008, 4012, 4015],
      },
      503: { when: "The order could not be stored or its payment started: '訂單儲存失敗，請重新訂購'.", codes: [4009] },
    },
  }),
  defineCall('GET orders', {
    access: who,
    summary: "The member's orders, newest first, 10 a page, with `order_items`.",
    query: pageQuery,
    ok: paged(order),
  }),
  defineCall('GET orders/search', {
    access: who,
    summary:
      "The member's orders as GET orders, `created_at` between `_from` and `_to` (inclusive, each optional); a bare 'YYYY-MM-DD' is that day's first / last second.",
    query: orderSearchQuery,
    ok: paged(order),
    refusals: {
      400: { when: 'An impossible date, a `_type` other than orderDate, a bad page, or an unreadable request.' },
    },
  }),
  defineCall('GET orders/{id}', {
    access: who,
    summary: '`order_items` by id: goods, gifts and opened prizes (price 0, PV 0), the shipping-fee line.',
    ok: item(order),
    refusals: notFound('查無此訂單'),
  }),
  defineCall('PUT orders/{id}', {
    access: who,
    summary:
      'Cancels an order (`{order_status: 9}`) while `canCancel` (ATM below 4, other payments below 5), giving back as docs/api-contract.md "Orders and activities" says: `{data, message: \'訂單已取消\'}`. A repeat on a cancelled order: 200, unchanged.',
    body: z.object({ order_status: z.union([z.literal(9), z.literal('9')]) }),
    ok: done.extend({ data: order }),
    refusals: {
      422: {
        when: "'此訂單狀態已無法取消' (`errors.order_status`; 11 included); '訂單僅能變更為取消狀態' for any other body.",
      },
      ...notFound('查無此訂單'),
    },
  }),
  defineCall('POST orders/{id}/buy-again', {
    access: who,
    summary:
      "The order's goods (not gifts or the fee line) back into the cart by the cart's rules, in one transaction (no body); `refused[].reason` 暫無此商品, '<name> 庫存不足', 超過可購買數量，每筆最多 N 件, 購物車品項已達上限.",
    ok: item(buyAgainResult),
    refusals: notFound('查無此訂單'),
    addition:
      "Decision 0075. Without it (404, 405) 再買一次 says the order's goods cannot go back in one step and links each of the order's products to its page, where the member adds it again (decision 0164).",
  }),
  defineCall('GET activities_five/{order_id}', {
    access: who,
    summary: "The draws of the member's order by id, with `product` and `product_name` once opened.",
    ok: list(draw),
    refusals: notFound('查無此訂單'),
  }),
  defineCall('PUT activities_five/{order_id}/{draw_id}', {
    access: who,
    body: drawOpenInput,
    summary:
      "Opens the draw once the order is paid (3 on); the body P §7 names (`{id, product_number}`: the draw's id, its prize's number once opened, else null) is not read, the server draws. An opened draw answers the same Draw again; else a prize among the raffle's gifts with quota and stock left, by probability renormalised over those (evenly when all are 0), added to the order as a gift line (1, price 0, PV 0). Parallel opens give one prize.",
    ok: item(draw),
    refusals: {
      ...notFound('查無此抽獎'),
      409: {
        when: "'付款完成後即可抽獎' (the order at 1 or 2); '此訂單的抽獎已失效' (the order at 9 or 11); '抽獎贈品已全數送完'.",
      },
    },
  }),
];
