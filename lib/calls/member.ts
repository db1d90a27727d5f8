import { z } from 'zod';
import { defineCall } from '@/lib/contract/call';
import { draw } from '@/lib/contract/schema/activities';
import { cart, cartAddOutOfStock, cartLine, favorite } from '@/lib/contract/schema/cart';
import { character, characterInput } from '@/lib/contract/schema/characters';
import { done, int, item, list, paged, text } from '@/lib/contract/schema/common';
import { fortuneResult } from '@/lib/contract/schema/fortune';
import {
  codeSent,
  generalAddress,
  member,
  performanceLookup,
  renewalSetting,
  token,
} from '@/lib/contract/schema/member';
import { buyAgainResult, order, orderCreated } from '@/lib/contract/schema/orders';
import {
  characterSearchQuery,
  fortuneConversionQuery,
  orderSearchQuery,
  pageQuery,
} from '@/lib/contract/schema/queries';
import { chartBatchDelete, drawOpenInput } from '@/lib/contract/schema/requests';
import {
  accountUpdateInput,
  cartAddInput,
  cartLineUpdate,
  changePasswordInput,
  favoriteInput,
  firstLoginInput,
  generalAddressBatchDelete,
  generalAddressInput,
  identityCardInput,
  loginInput,
  orderInput,
  otpCheckInput,
  resetPasswordInput,
} from './bodies-from-rules';

const who = 'member' as const;
const notFound = (message: string, when = "Missing or another member's") => ({
  404: { when: `${when}: '${message}'.` },
});
const byAddress = '42901: docs/api-contract.md "Per client address limits"';
const failedLogins = "40041 '登入嘗試過於頻繁，請於一分鐘後再試'";
const smsAgain = "'簡訊已重複發送' within 60 s";
const tooMany = (when?: string) => ({
  429: { when: `${when ? `${when}; ` : ''}${byAddress}.`, codes: [40041, 42901] },
});
const noAccount = { 404: { when: "'查無此帳號'." } };
const wrongPassword = "4004 '帳號或密碼錯誤'";
const notActivated = "4003 '尚未完成開通，請先進行首次登入'";
const exited = "4005 '您的傳銷權資格已退出，需先辦理重新入會'";
const newPasswordRules = "'請填寫密碼', '密碼長度過短，最少 8 碼', '請填寫包含英文與數字的密碼'";

/** The member's calls; rules spanning calls: docs/api-contract.md "Member calls" on. */
export const memberCalls = [
  defineCall('POST login', {
    summary: 'Signs in by identity card or manage_id: the token.',
    body: loginInput,
    ok: token,
    refusals: {
      422: { when: "`username` '請填寫身分證字號或管理編號', `password` '請填寫密碼'." },
      403: {
        when: `${wrongPassword}; ${notActivated}; ${exited}.`,
        codes: [4003, 4004, 4005],
      },
      ...noAccount,
      ...tooMany(failedLogins),
    },
  }),
  defineCall('POST login?_first', {
    summary:
      "First login: `password` the 8-digit birth date; texts a code: '驗證碼已發送', `phone_number` '0912***678'.",
    body: firstLoginInput,
    ok: codeSent,
    refusals: {
      422: { when: "`username` '請填寫帳號', `password` '請填寫密碼'." },
      403: {
        when: `4002 '您已完成首次登入，請直接使用密碼登入'; ${wrongPassword}; ${exited}.`,
        codes: [4002, 4004, 4005],
      },
      ...noAccount,
      ...tooMany(`${failedLogins}; ${smsAgain}`),
    },
  }),
  defineCall('POST forgot-password', {
    summary: 'Texts a reset code, answered as POST login?_first.',
    body: identityCardInput,
    ok: codeSent,
    refusals: {
      422: { when: "`identity_card` '請填寫身分證字號或統一編號'." },
      403: {
        when: `${notActivated}; ${exited}.`,
        codes: [4003, 4005],
      },
      ...noAccount,
      ...tooMany(smsAgain),
    },
  }),
  defineCall('POST otp/check', {
    summary: 'Trades a first-login or reset code for a `reset_token`.',
    body: otpCheckInput,
    ok: z.object({ reset_token: text }),
    refusals: {
      422: {
        when: "`username` '請填寫身分證字號或統一編號', `otp` '請填寫 OTP 驗證碼'; a bad code: 'OTP 驗證失敗' (`errors.otp`).",
      },
      ...noAccount,
      ...tooMany(),
    },
  }),
  defineCall('POST otp/resend', {
    summary: "Texts a new code for the latest request: '驗證碼已重新發送'.",
    body: identityCardInput,
    ok: codeSent,
    refusals: {
      422: { when: 'A refused `identity_card`.' },
      404: {
        when: "No account, or no request in 30 minutes: '查無驗證碼申請，請重新操作'.",
      },
      ...tooMany(smsAgain),
    },
  }),
  defineCall('PUT reset-password', {
    summary: "Sets the password by reset token: '密碼已更新'; a first login's adds `user`, `token`.",
    body: resetPasswordInput,
    ok: done.extend({ user: member.optional(), token: token.optional() }),
    refusals: {
      422: {
        when:
          `\`new_password\` ${newPasswordRules}; a bad token: ` +
          "'密碼更新失敗，請洽服務人員' (`errors.reset_token`).",
      },
      ...noAccount,
      ...tooMany(),
    },
  }),
  defineCall('PUT user/change-password', {
    access: who,
    summary:
      "Without `otp` texts a code: '驗證碼已發送', `otp_required: true`; with it, changes the password: '密碼已變更'.",
    body: changePasswordInput,
    ok: done.extend({ phone_number: text.optional(), otp_required: z.literal(true).optional() }),
    refusals: {
      422: {
        when:
          `\`old_password\` '請填寫舊密碼', \`new_password\` '請填寫新密碼', ${newPasswordRules}, ` +
          "`otp` '請填寫驗證碼'; " +
          "wrong old password: 40042 '舊密碼錯誤' (`errors.old_password`); bad code: 'OTP 驗證失敗'.",
        codes: [40042],
      },
      ...tooMany(`${failedLogins}; ${smsAgain}`),
    },
  }),
  defineCall('GET users', {
    access: who,
    summary: "The member, no password; `pv` this month's.",
    ok: item(member),
  }),
  defineCall('PUT user', {
    access: who,
    summary: "Changes the e-mail (clearing `email_verified_at`) or the sales territory: '更新成功'.",
    body: accountUpdateInput,
    ok: done.extend({ data: member }),
    refusals: {
      422: {
        when:
          "`email` '請填寫電子信箱' / '請填寫正確的電子信箱格式' / " +
          "'請再次確認電子信箱是否相同 (限半形，中英文並一定要有@才是正確的 MAIL 格式)', " +
          "`confirm_email` '電子信箱不一致'; `sales_territory_id` '請選擇業績地區'; " +
          "an office not `is_sales_territory_use`: '此地區無法登記業績'; both or neither: '請填寫電子信箱或選擇業績地區'.",
      },
    },
  }),
  defineCall('POST user/logout', {
    access: who,
    summary: "Revokes the bearer token: '已登出'.",
    ok: done,
    addition: 'Without it the shop clears its cookie; the token lives until it expires.',
  }),
  defineCall('GET renewal_settings', {
    access: who,
    summary: 'Renewal settings; the shop uses the first.',
    ok: list(renewalSetting),
  }),
  defineCall('GET performances', {
    access: who,
    summary: "This month's performance figures (zeros without a row).",
    ok: item(performanceLookup),
    addition: 'Without it: from `GET users`, no data month.',
  }),
  defineCall('GET user/general-addresses', {
    access: who,
    summary: 'Saved recipients, oldest first.',
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
    summary: 'Saves a recipient (201).',
    body: generalAddressInput,
    ok: { 201: item(generalAddress) },
    refusals: {
      422: {
        when: "`postal_code` '郵遞區號與縣市、鄉鎮市區不符，請重新確認'; 11 saved: '已達最大筆數'.",
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
    summary: "Deletes recipients, all or none: '刪除成功'.",
    body: generalAddressBatchDelete,
    ok: done,
    refusals: {
      422: { when: "`id` '請選擇要刪除的資料'." },
      ...notFound('查無此收件人', "Any id missing or another member's"),
    },
  }),
  defineCall('GET fortune', {
    access: who,
    summary: 'The fortune conversion, unwrapped; `hour` 吉 (unknown): no hour pillar.',
    addition: "The spec's is an external service; the shop calls this without FORTUNE_API_URL.",
    query: fortuneConversionQuery,
    ok: fortuneResult,
    refusals: {
      422: {
        when:
          "`{message, errorstatus: 1, error}`: an impossible date ('2023 年 2 月只有 28 天，沒有 29 日', " +
          "'農曆民國 111 年沒有閏二月', '農曆民國 112 年閏二月只有 29 天，沒有 30 日'), '出生時間錯誤：沒有 24 時', " +
          "a year out of range, '請選擇性別', '請填寫出生時間', '出生日期格式錯誤'.",
      },
    },
  }),
  defineCall('GET user/characters', {
    access: who,
    summary: 'Charts whose name holds `searchText`, by sort then newest.',
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
    summary: 'Saves a chart (201), recomputing `birth_at` (solar), `china_hour`, `result`.',
    body: characterInput,
    ok: { 201: item(character) },
    refusals: {
      422: {
        when: "chartSchema's; a wrong `is_leap`: `birth_at` '出生日期格式錯誤'; 200 saved: '命盤已達 200 筆上限，請先刪除不需要的命盤'.",
      },
    },
  }),
  defineCall('PUT user/characters/{id}', {
    access: who,
    summary: 'Changes a chart, as POST user/characters.',
    body: characterInput,
    ok: item(character),
    refusals: notFound('查無此命盤'),
  }),
  defineCall('POST user/characters/batch-delete', {
    access: who,
    summary: "Deletes charts, all or none: '刪除成功', `data` the ids.",
    body: chartBatchDelete,
    ok: done.extend({ data: z.array(int) }),
    refusals: {
      422: { when: "`_method`; `id` '請選擇要刪除的命盤'." },
      ...notFound('查無此命盤', "Any id missing or another member's"),
    },
  }),
  defineCall('GET user/shopping-carts', {
    access: who,
    summary:
      "The cart, oldest first; lines removed in `removed`: 'unavailable' or 'out_of_stock' ('<name> 已無庫存，將自動從購物車移除').",
    ok: cart,
  }),
  defineCall('POST user/shopping-carts', {
    access: who,
    summary: "Adds a product: '成功加入購物車'; at stock ≤ 0 nothing: `out_of_stock: 1`, '<name> 庫存不足'.",
    body: cartAddInput,
    ok: done.extend({ data: z.union([cartLine, cartAddOutOfStock]) }),
    refusals: {
      422: {
        when:
          "Ordinary: past the line limit '超過可購買數量，每筆最多 N 件'; not ≥ 1 '購買數量須為正整數'. " +
          "Lucky: '開運商品每筆數量固定為 1'; `is_installment` '分期付款選項只能是 0 或 1'; " +
          "'查無此命盤，請重新選擇'; '請選擇命盤', '請選擇字樣', '請選擇戒圍', '請選擇配戴手指', '請選擇手圍'. " +
          "Any: past 100 lines '購物車品項已達上限'; `product_id` '請選擇商品'.",
      },
      ...notFound('暫無此商品', 'A product the caller may not see'),
    },
  }),
  defineCall('PUT user/shopping-carts/{id}', {
    access: who,
    summary: "Changes a line's quantity, or a lucky line's personalisation.",
    body: cartLineUpdate,
    ok: item(cartLine),
    refusals: {
      422: {
        when: "POST user/shopping-carts' messages ('<name> 庫存不足' at stock 0).",
      },
      404: {
        when: "Missing or another member's line: '查無此購物車商品'; a product gone: '暫無此商品'.",
      },
    },
    addition: 'Without it: POST and DELETE user/shopping-carts; a 404 with these messages stays a refusal.',
  }),
  defineCall('DELETE user/shopping-carts/{id}', {
    access: who,
    summary: "Removes a line: `{message: '已移除'}`.",
    ok: done,
    refusals: notFound('查無此購物車商品'),
  }),
  defineCall('DELETE user/shopping-carts/products/{product_id}', {
    access: who,
    summary: "Removes a product's every line: '已移除', `data.removed` N.",
    ok: done.extend({ data: z.object({ removed: int }) }),
    refusals: notFound('查無此購物車商品'),
    addition: 'The shop never calls it.',
  }),
  defineCall('DELETE user/shopping-carts', {
    access: who,
    summary: "Clears the cart, even empty: '已清空購物車'.",
    ok: done,
  }),
  defineCall('GET user/favorites', {
    access: who,
    summary: 'Favourites of products the caller may see, newest first (≤ 100).',
    ok: list(favorite),
  }),
  defineCall('POST user/favorites', {
    access: who,
    summary: "Keeps a favourite: 201 '已加入我的最愛'; one kept already: 200.",
    body: favoriteInput,
    ok: { 200: done.extend({ data: favorite }), 201: done.extend({ data: favorite }) },
    refusals: {
      422: {
        when: "`product_id` '開運商品無法加入我的最愛', '請選擇商品', '我的最愛最多 100 項商品，請先移除其他商品'.",
      },
      ...notFound('暫無此商品', 'A product the caller may not see'),
    },
  }),
  defineCall('DELETE user/favorites/{id}', {
    access: who,
    summary: "Removes a favourite by its id, else its product id: '商品已從我的最愛移除'.",
    ok: done,
    refusals: notFound('查無此最愛商品'),
  }),
  defineCall('POST orders', {
    access: who,
    summary:
      'Places an order from cart lines (201; a repeated key: 200, the first order). docs/api-contract.md "Submitting an order".',
    headers: {
      'Idempotency-Key': 'One per order attempt. An API ignoring it: the shop looks the order up before sending again.',
    },
    body: orderInput,
    ok: { 200: item(orderCreated), 201: item(orderCreated) },
    refusals: {
      400: {
        when: "Unreadable; no valid key: '缺少有效的 Idempotency-Key，請重新送出訂單'.",
      },
      403: { when: 'A gate of the member or activity.', codes: [4001, 4003, 4004, 4005, 4014] },
      409: {
        when: 'Shop closed, settlement, stock or an activity ran out.',
        codes: [4006, 4007, 4010, 4011, 4013],
      },
      422: {
        when: 'A field, a changed cart or price, a wrong gift choice, too many unpaid orders.',
        codes: [4008, 4012, 4015],
      },
      503: { when: "Not stored or no payment started: '訂單儲存失敗，請重新訂購'.", codes: [4009] },
    },
  }),
  defineCall('GET orders', {
    access: who,
    summary: 'Orders, newest first, 10 a page, with `order_items`.',
    query: pageQuery,
    ok: paged(order),
  }),
  defineCall('GET orders/search', {
    access: who,
    summary: 'GET orders, `created_at` from `_from` to `_to` (inclusive, optional).',
    query: orderSearchQuery,
    ok: paged(order),
    refusals: {
      400: { when: 'Unreadable; an impossible date, a `_type` other than orderDate, a bad page.' },
    },
  }),
  defineCall('GET orders/{id}', {
    access: who,
    summary: 'One order; `order_items` by id, gifts and prizes at price 0, PV 0.',
    ok: item(order),
    refusals: notFound('查無此訂單'),
  }),
  defineCall('PUT orders/{id}', {
    access: who,
    summary:
      "Cancels (`order_status` 9) while `canCancel`: '訂單已取消'; a cancelled one: 200, unchanged. " +
      'docs/api-contract.md "Order life: payments, deadlines, failures and refunds".',
    body: z.object({ order_status: z.union([z.literal(9), z.literal('9')]) }),
    ok: done.extend({ data: order }),
    refusals: {
      422: {
        when: "Past `canCancel` (11 too): `errors.order_status` '此訂單狀態已無法取消'; other bodies: '訂單僅能變更為取消狀態'.",
      },
      ...notFound('查無此訂單'),
    },
  }),
  defineCall('POST orders/{id}/buy-again', {
    access: who,
    summary:
      "Puts the order's goods back in the cart by its rules, at once; `refused[].reason` " +
      "暫無此商品, '<name> 庫存不足', 超過可購買數量，每筆最多 N 件, 購物車品項已達上限.",
    ok: item(buyAgainResult),
    refusals: notFound('查無此訂單'),
    addition: "Without it 再買一次 links each product's page.",
  }),
  defineCall('GET activities_five/{order_id}', {
    access: who,
    summary: "An order's draws; `product`, `product_name` once opened.",
    ok: list(draw),
    refusals: notFound('查無此訂單'),
  }),
  defineCall('PUT activities_five/{order_id}/{draw_id}', {
    access: who,
    body: drawOpenInput,
    summary:
      'Opens a draw of a paid order, its prize a gift line; the body is not read. ' +
      'docs/api-contract.md "Orders and activities".',
    ok: item(draw),
    refusals: {
      ...notFound('查無此抽獎'),
      409: {
        when: "At 1 or 2: '付款完成後即可抽獎'; at 9 or 11: '此訂單的抽獎已失效'; none left: '抽獎贈品已全數送完'.",
      },
    },
  }),
];
