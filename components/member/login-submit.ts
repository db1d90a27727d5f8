import { browserApi } from '@/lib/api/browser';
import { call, dataOf, firstOf } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { bffApi, sessionApi } from '@/lib/api/member-browser';
import type { Answer } from '@/lib/calls/call-types';
import type { Member, VideoResource } from '@/lib/contract/types';
import { taipeiDate, taipeiDateTime } from '@/lib/domain/clock';
import {
  LOGIN_NOT_KEPT,
  loginNotice,
  loginRefusalText,
  runningPop,
  type NoticeContent,
} from '@/lib/domain/member-login';
import { isSuspended } from '@/lib/domain/member-standing';
import { firstErrors } from '@/lib/domain/validation/first-errors';
import { loginSchema } from '@/lib/domain/validation/member';
import { loadMemberData } from '@/lib/hooks/member-data';
import { clearMemberStorage } from '@/lib/hooks/use-logout';
import { announceSignedInChange, isSignedIn } from '@/lib/hooks/use-signed-in';
import { resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { safeRedirectPath } from '@/lib/session/cookie';

/*
 * What the login form does once submitted: its rules (yup), the session call, and what follows a
 * login. Loaded by the form's first input or submit, so that the login page's first load carries
 * none of it.
 */

export type LoginValues = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export type Popup =
  | { kind: 'suspended'; phone: string }
  | { kind: 'exited' }
  | { kind: 'notice'; notice: NoticeContent; target: string; video: VideoResource | null };

export type LoginOutcome =
  { kind: 'failed'; message: string } | { kind: 'popup'; popup: Popup } | { kind: 'go'; target: string };

/** The first error of each field, as formik reads a yup schema. */
export const validateLogin = (values: LoginValues): Promise<LoginErrors> => firstErrors(loginSchema, values);

/** Saved checkout form data is cleared from local storage on login (spec-coverage “Members: session and screens”). */
function clearCheckoutStorage() {
  try {
    resetCheckoutDraft();
    for (const key of Object.keys(window.localStorage))
      if (/checkout|shopcart/i.test(key)) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable
  }
}

const endSession = async () => {
  await sessionApi()
    .post('logout')
    .catch(() => undefined);
  clearMemberStorage();
};

async function afterLogin(member: Member): Promise<LoginOutcome> {
  if (isSuspended(member)) {
    const rights = await call(browserApi(), 'GET system-rights')
      .then(firstOf)
      .catch(() => null);
    await endSession();
    return { kind: 'popup', popup: { kind: 'suspended', phone: rights?.telphone ?? '' } };
  }
  if (member.exited_at) {
    await endSession();
    return { kind: 'popup', popup: { kind: 'exited' } };
  }
  clearCheckoutStorage();
  loadMemberData();
  announceSignedInChange();
  const target = safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'));
  const [pops, renewal] = await Promise.all([
    call(browserApi(), 'GET login-pops')
      .then(dataOf)
      .catch(() => []),
    member.renewal_expiry_date !== undefined
      ? Promise.resolve(member.renewal_expiry_date)
      : call(bffApi(), 'GET renewal_settings')
          .then((settings) => firstOf(settings)?.renewal_expiry_date ?? null)
          .catch(() => null),
  ]);
  const [year, month] = taipeiDate(new Date()).split('-').map(Number);
  const pop = runningPop(pops[0] ?? null, taipeiDateTime(new Date()));
  const notice = loginNotice(member, pop, { year, month }, renewal ?? null);
  // A video notice's content is the title of the video-resources entry to play.
  const video =
    notice?.pop?.type === 'video'
      ? ((
          await call(browserApi(), 'GET video-resources')
            .then(dataOf)
            .catch(() => [])
        ).find((entry) => entry.title === notice.pop?.content) ?? null)
      : null;
  return notice ? { kind: 'popup', popup: { kind: 'notice', notice, target, video } } : { kind: 'go', target };
}

/**
 * Logs in (spec-coverage “Members: session and screens”): a refusal clears local storage and answers the catalogue message;
 * a suspended or exited member is logged out again with the popup; else the notice or the target.
 */
export async function logIn(values: LoginValues): Promise<LoginOutcome> {
  try {
    // The session route answers the member's GET users (the token stays in its cookie).
    const answer = await sessionApi()
      .post('login', { json: { username: values.username.trim(), password: values.password } })
      .json<Answer<'GET users'>>();
    // The session is the cookie: a sign-in the browser kept no cookie of is no sign-in, and says why.
    if (!isSignedIn()) return { kind: 'failed', message: LOGIN_NOT_KEPT };
    return await afterLogin(dataOf(answer));
  } catch (error) {
    clearMemberStorage();
    return { kind: 'failed', message: loginRefusalText(error instanceof ApiError ? error : null) };
  }
}
