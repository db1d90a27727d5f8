import type { LoginPop, Member } from '@/lib/contract/schema/member';
import { ANNUAL_PV_THRESHOLD } from '@/lib/domain/orders/shop-state';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';

/**
 * The login error catalogue (spec-coverage “Members: session and screens”) by status_from_backend, then HTTP 404, else
 * "login failed". Wordings where the spec gives none are recorded in docs/spec-coverage.md.
 */
export const LOGIN_ERRORS: Readonly<Record<number, string>> = {
  4001: '帳號有效期限已過，請洽客服人員',
  4002: '您已完成首次登入，請直接使用密碼登入',
  4003: '尚未完成開通，請先進行首次登入',
  4004: '帳號或密碼錯誤',
  4005: MEMBER_MESSAGES.exited,
  40041: '登入嘗試過於頻繁，請於一分鐘後再試',
  40042: '舊密碼錯誤',
  42901: '此網路位址的請求過於頻繁，請於 10 分鐘後再試',
};
export const LOGIN_NOT_FOUND = '查無此帳號';
export const LOGIN_FAILED = '登入失敗';
/** The sign-in answered, but the browser kept no session cookie (cookies refused, or a Secure one over plain http). */
export const LOGIN_NOT_KEPT =
  '登入未完成：瀏覽器沒有保存登入狀態。請允許本網站使用 Cookie，或改用 https 網址後再登入。';

/** A refusal's text (the API's status and status_from_backend); null, no answer at all: "login failed". */
export function loginRefusalText(refusal: { status: number; status_from_backend?: number } | null): string {
  if (refusal) {
    if (refusal.status_from_backend !== undefined && LOGIN_ERRORS[refusal.status_from_backend])
      return LOGIN_ERRORS[refusal.status_from_backend];
    if (refusal.status === 404) return LOGIN_NOT_FOUND;
  }
  return LOGIN_FAILED;
}

export type NoticeContent = { pop: LoginPop | null; memberMessage: string | null };

/**
 * GET login-pops' data[0] when it runs (M §4: "shown when the notice status is 1, or status 2 and now is within
 * published_at to finished_at"), else null: the page decides, whatever the API already left out. `now` and the
 * notice's times are 'YYYY-MM-DD HH:mm:ss' (call() writes the API's slashed form so); a missing end runs on.
 */
export function runningPop(pop: LoginPop | null, now: string): LoginPop | null {
  if (pop?.status === 1) return pop;
  if (pop?.status !== 2) return null;
  const started = !pop.published_at || pop.published_at <= now;
  const ended = !!pop.finished_at && pop.finished_at < now;
  return started && !ended ? pop : null;
}

/**
 * The notice pop-up after login (spec-coverage “Members: session and screens”). It opens for a running notice
 * (`runningPop` of data[0]), and in November and
 * December also for every member not created this year. Its member message: the exit message when
 * exited_at is set; none for members created this year; months 9–12 the year-PV message; months
 * 1–8 the expiry message. Null when nothing opens.
 */
export function loginNotice(
  member: Pick<Member, 'exited_at' | 'created_at' | 'expiry_day' | 'pv'>,
  pop: LoginPop | null,
  today: { year: number; month: number },
  renewalDate: string | null,
): NoticeContent | null {
  const createdThisYear = Number(member.created_at?.slice(0, 4)) === today.year;
  let memberMessage: string | null = null;
  if (member.exited_at) memberMessage = MEMBER_MESSAGES.exited;
  else if (!createdThisYear && today.month >= 9) {
    memberMessage = `年度累積 PV 達 ${ANNUAL_PV_THRESHOLD.toLocaleString('en-US')} 者，會員資格將延長至明年底；您今年的累積 PV 為 ${(member.pv?.year_pv ?? 0).toLocaleString('en-US')}。`;
  } else if (!createdThisYear) {
    memberMessage = `您的會員有效日期為 ${member.expiry_day ?? '—'}，請於 ${renewalDate ?? member.expiry_day ?? '—'} 前完成續約，逾期將無法購物。`;
  }
  const opens = !!pop || (today.month >= 11 && !createdThisYear);
  return opens ? { pop, memberMessage } : null;
}
