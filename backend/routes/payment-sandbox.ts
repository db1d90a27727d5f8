import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { formatNumber } from '@/lib/domain/format';
import { isLocalPath } from '@/lib/domain/local-path';
import { ORDER_STATUS_CODE as S } from '@/lib/domain/orders';
import { orders } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { readBody } from '../http/validate';
import { expirePastDeadline } from '../services/orders/order-life';
import {
  DECLINED_RTN_CODE,
  isSignedBySandbox,
  PAID_RTN_CODE,
  SANDBOX_TRANSFER_CONFIRM_PATH,
  signParams,
} from '../services/payment/ecpay-sandbox';
import { isDemo } from '../services/demo-mode';

/**
 * The demo's sandbox gateway (ECPay AIO style), demo only like `_dev/sms`: a hosted page for a signed
 * checkout request, whose form posts the member's choice; the sandbox then sends the signed result
 * to the shop's notify URL server to server (in-process) and the browser back to step 5.
 */
export const paymentSandboxRoutes = new Hono<AppEnv>();

const APPROVED_RET_CODE = '00';
const CHOICES = { approve: '核准付款', decline: '拒絕付款' } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 | 410 | 502 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
      '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}form{display:flex;gap:1rem;margin-top:2rem}button{flex:1;padding:.8rem;font-size:1rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}button[value=approve]{background:#1b6e3a;color:#fff;border-color:#1b6e3a}.note{color:#666;font-size:.9rem}</style>' +
      `</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    status,
  );
}

const refused = (c: Context<AppEnv>) =>
  page(c, '付款資料有誤', '<p>付款請求的檢查碼不正確，請回到商城重新結帳。</p>', 400);
const voided = (c: Context<AppEnv>) =>
  page(
    c,
    '付款連結已失效',
    '<p>此訂單已取消、已付款或已超過付款期限，這個付款連結不能再使用。請回到商城查看訂單狀態。</p>',
    410,
  );

/**
 * Whether the order a signed link names still waits for this payment (card: 2, ATM: 1): a cancelled, paid or
 * expired order's link is void, and so is one past its deadline. Opening a page only reads (a link scanner, or a
 * member looking again, must not expire an order whose on-time payment's notice may still come, inside its grace);
 * an action on the page (`expire`) expires the order first, as the gateway takes no payment past the deadline.
 */
async function awaitsPayment(c: Context<AppEnv>, orderNumber: string, status: number, expire: boolean) {
  const db = c.get('db');
  const read = () =>
    db
      .select({ id: orders.id, status: orders.order_status, deadline: orders.payment_deadline })
      .from(orders)
      .where(eq(orders.order_number, orderNumber))
      .then(([order]) => order);
  let order = await read();
  if (!order) return false;
  if (expire) {
    await expirePastDeadline(db, order.id, c.get('now'));
    order = await read();
  }
  return order?.status === status && !(order.deadline && order.deadline < c.get('now'));
}

/**
 * Why the sandbox will not take a request: not signed by it or otherwise not its own (400), or its order
 * no longer awaits this payment (410); null when it goes on. `expire`: an action, not a page being opened.
 */
async function refusalOf(
  c: Context<AppEnv>,
  params: Record<string, string>,
  awaited: number,
  { own = true, expire = true }: { own?: boolean; expire?: boolean } = {},
) {
  if (!isSignedBySandbox(params) || !own) return refused(c);
  if (!(await awaitsPayment(c, params.MerchantTradeNo ?? '', awaited, expire))) return voided(c);
  return null;
}

/** The checkout request's own parameters: strings only, without the page's choice. */
const checkoutFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => key !== 'decision' && typeof value === 'string'),
  ) as Record<string, string>;

/** The signed parameters carried on by the page's form. */
const hiddenFields = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * A page of the sandbox's (the card checkout, the bank's transfer) for a signed request whose order
 * still awaits `awaited`: its title and its body, given the request's parameters, the order's number
 * and amount (under `amountLabel`) and the signed parameters as hidden fields.
 */
async function awaitingPage(
  c: Context<AppEnv>,
  awaited: number,
  title: string,
  amountLabel: string,
  body: (params: Record<string, string>, facts: string, hidden: string) => string,
) {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  const params = checkoutFields(c.req.query());
  const refusal = await refusalOf(c, params, awaited, { expire: false });
  if (refusal) return refusal;
  const facts = `<dt>訂單編號</dt><dd>${escapeHtml(params.MerchantTradeNo ?? '')}</dd><dt>${amountLabel}</dt><dd>NT$${formatNumber(params.TotalAmount)}</dd>`;
  return page(c, title, body(params, facts, hiddenFields(params)));
}

paymentSandboxRoutes.get('/payment-sandbox/checkout', (c) =>
  awaitingPage(
    c,
    S.cardProcessing,
    '信用卡付款（測試環境）',
    '付款金額',
    (params, facts, hidden) =>
      `<dl>${facts}` +
      (params.CreditInstallment ? `<dt>分期期數</dt><dd>${escapeHtml(params.CreditInstallment)} 期</dd>` : '') +
      `</dl><form method="post" action="/api/web/payment-sandbox/pay">${hidden}` +
      `<button type="submit" name="decision" value="approve">${CHOICES.approve}</button><button type="submit" name="decision" value="decline">${CHOICES.decline}</button></form>` +
      '<p class="note">此為示範用的模擬金流頁面，不會產生任何實際扣款。</p>',
  ),
);

/** 'YYYY/MM/DD HH:mm:ss' as ECPay writes dates, and a 20-character trade number of the sandbox's own. */
const ecpayDate = (now: string) => now.replace(/-/g, '/');
const tradeNo = (now: string) => `SB${now.replace(/\D/g, '')}${String(randomInt(10_000)).padStart(4, '0')}`;

paymentSandboxRoutes.post('/payment-sandbox/pay', async (c) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  const fields = await readBody(c.req.raw);
  const params = checkoutFields(fields);
  const decision = String(fields.decision ?? '');
  const approved = decision === 'approve';
  const ownPaths =
    isLocalPath(params.ReturnURL) && params.ReturnURL.startsWith('/api/web/') && isLocalPath(params.OrderResultURL);
  const refusal = await refusalOf(c, params, S.cardProcessing, { own: Object.hasOwn(CHOICES, decision) && ownPaths });
  if (refusal) return refusal;

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
  if (!(await notifyShop(c, params.ReturnURL, notice)))
    return page(c, '付款結果通知失敗', '<p>商城未確認本次付款結果，請稍後至訂單查詢確認訂單狀態。</p>', 502);

  const result = new URLSearchParams({
    retCode: approved ? APPROVED_RET_CODE : DECLINED_RTN_CODE,
    order_id: params.CustomField1 ?? '',
    order_no: params.MerchantTradeNo,
  });
  return c.redirect(`${params.OrderResultURL}?${result}`, 303);
});

/**
 * Sends the signed result to the shop's notify URL server to server, in-process: the embedded API's own
 * handler, as the gateway's POST would reach it (from the context: importing ../index here would be an
 * import cycle). True when the shop acknowledged it.
 */
async function notifyShop(c: Context<AppEnv>, returnUrl: string, notice: Record<string, string>) {
  const answer = await c.var.handle(
    new Request(new URL(returnUrl, c.req.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(notice),
    }),
  );
  return (await answer.text()) === '1|OK';
}

const TRANSFER_BUTTON = '確認入帳';

/** The demo's bank: an ATM order's "transfer received" page (the order's demo_transfer_url), demo only. */
paymentSandboxRoutes.get('/payment-sandbox/transfer', (c) =>
  awaitingPage(
    c,
    S.orderedUnpaid,
    'ATM 轉帳入帳（測試環境）',
    '應付金額',
    (_params, facts, hidden) =>
      `<dl>${facts}</dl>` +
      `<form method="post" action="${SANDBOX_TRANSFER_CONFIRM_PATH}">${hidden}<button type="submit" name="decision" value="approve">${TRANSFER_BUTTON}</button></form>` +
      '<p class="note">此為示範用的模擬銀行入帳，按下後訂單即視為已收到轉帳，不會產生任何實際款項。</p>',
  ),
);

paymentSandboxRoutes.post('/payment-sandbox/transfer/confirm', async (c) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  const params = checkoutFields(await readBody(c.req.raw));
  const ownPaths = isLocalPath(params.ReturnURL) && params.ReturnURL.startsWith('/api/web/');
  const refusal = await refusalOf(c, params, S.orderedUnpaid, { own: ownPaths });
  if (refusal) return refusal;
  const now = c.get('now');
  const notice = signParams({
    MerchantID: params.MerchantID,
    MerchantTradeNo: params.MerchantTradeNo,
    RtnCode: PAID_RTN_CODE,
    RtnMsg: '付款成功',
    TradeNo: tradeNo(now),
    TradeAmt: params.TotalAmount,
    PaymentDate: ecpayDate(now),
    PaymentType: 'ATM_TAISHIN',
    PaymentTypeChargeFee: '0',
    SimulatePaid: '0',
    CustomField1: params.CustomField1 ?? '',
  });
  if (!(await notifyShop(c, params.ReturnURL, notice)))
    return page(c, '入帳通知失敗', '<p>商城未確認本次入帳，請稍後至訂單查詢確認訂單狀態。</p>', 502);
  return c.redirect(`/member/order/${encodeURIComponent(params.CustomField1 ?? '')}`, 303);
});
