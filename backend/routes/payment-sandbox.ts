import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { formatMoney } from '@/lib/domain/format';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { readBody } from '../http/validate';
import { DECLINED_RTN_CODE, isSignedBySandbox, PAID_RTN_CODE, signParams } from '../services/payment/ecpay-sandbox';
import { isDemo } from './dev';

/**
 * The demo's sandbox gateway (ECPay AIO style), demo only like `_dev/sms`: a hosted page for a signed
 * checkout request, whose form posts the member's choice; the sandbox then sends the signed result
 * to the shop's notify URL server to server (in-process) and the browser back to step 5.
 */
export const paymentSandboxRoutes = new Hono<AppEnv>();

const APPROVED_RET_CODE = '00';
const CHOICES = { approve: '核准付款', decline: '拒絕付款' } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 | 502 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
      '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}form{display:flex;gap:1rem;margin-top:2rem}button{flex:1;padding:.8rem;font-size:1rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}button[value=approve]{background:#1b6e3a;color:#fff;border-color:#1b6e3a}.note{color:#666;font-size:.9rem}</style>' +
      `</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    status,
  );
}

const refused = (c: Context<AppEnv>) => page(c, '付款資料有誤', '<p>付款請求的檢查碼不正確，請回到商城重新結帳。</p>', 400);

/** The checkout request's own parameters: strings only, without the page's choice. */
const checkoutFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([key, value]) => key !== 'decision' && typeof value === 'string')) as Record<string, string>;

paymentSandboxRoutes.get('/payment-sandbox/checkout', (c) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  const params = checkoutFields(c.req.query());
  if (!isSignedBySandbox(params)) return refused(c);
  const hidden = Object.entries(params)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    c,
    '信用卡付款（測試環境）',
    `<dl><dt>訂單編號</dt><dd>${escapeHtml(params.MerchantTradeNo ?? '')}</dd><dt>付款金額</dt><dd>NT$${formatMoney(params.TotalAmount)}</dd>` +
      (params.CreditInstallment ? `<dt>分期期數</dt><dd>${escapeHtml(params.CreditInstallment)} 期</dd>` : '') +
      `</dl><form method="post" action="/api/web/payment-sandbox/pay">${hidden}` +
      `<button type="submit" name="decision" value="approve">${CHOICES.approve}</button><button type="submit" name="decision" value="decline">${CHOICES.decline}</button></form>` +
      '<p class="note">此為示範用的模擬金流頁面，不會產生任何實際扣款。</p>',
  );
});

/** 'YYYY/MM/DD HH:mm:ss' as ECPay writes dates, and a 20-character trade number of the sandbox's own. */
const ecpayDate = (now: string) => now.replace(/-/g, '/');
const tradeNo = (now: string) => `SB${now.replace(/\D/g, '')}${String(randomInt(10_000)).padStart(4, '0')}`;

paymentSandboxRoutes.post('/payment-sandbox/pay', async (c) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  const fields = await readBody(c.req.raw);
  const params = checkoutFields(fields);
  const decision = String(fields.decision ?? '');
  const approved = decision === 'approve';
  const ownPaths = params.ReturnURL?.startsWith('/api/web/') && /^\/(?!\/)/.test(params.OrderResultURL ?? '');
  if (!isSignedBySandbox(params) || !Object.hasOwn(CHOICES, decision) || !ownPaths) return refused(c);

  const now = c.get('now');
  const notice = signParams({
    MerchantID: params.MerchantID,
    MerchantTradeNo: params.MerchantTradeNo,
    RtnCode: approved ? PAID_RTN_CODE : DECLINED_RTN_CODE,
    RtnMsg: approved ? '交易成功' : '交易失敗',
    TradeNo: tradeNo(now),
    TradeAmt: params.TotalAmount,
    PaymentDate: ecpayDate(now),
    PaymentType: 'Credit_CreditCard',
    PaymentTypeChargeFee: '0',
    TradeDate: params.MerchantTradeDate,
    SimulatePaid: '0',
    CustomField1: params.CustomField1 ?? '',
  });
  // Server to server, in-process: the embedded API's own handler, as the gateway's POST would reach it
  // (from the context: importing ../index here would be an import cycle).
  const answer = await c.var.handle(
    new Request(new URL(params.ReturnURL, c.req.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(notice),
    }),
  );
  if ((await answer.text()) !== '1|OK') return page(c, '付款結果通知失敗', '<p>商城未確認本次付款結果，請稍後至訂單查詢確認訂單狀態。</p>', 502);

  const result = new URLSearchParams({
    retCode: approved ? APPROVED_RET_CODE : DECLINED_RTN_CODE,
    order_id: params.CustomField1 ?? '',
    order_no: params.MerchantTradeNo,
  });
  return c.redirect(`${params.OrderResultURL}?${result}`, 303);
});
