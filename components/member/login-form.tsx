'use client';

import { useFormik } from 'formik';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { getRenewalExpiryDate, listLoginPops, listVideoResources } from '@/lib/api/member';
import { bffApi, sessionApi } from '@/lib/api/member-browser';
import { listSystemRights } from '@/lib/api/site';
import type { Member, VideoResource } from '@/lib/api/types';
import { taipeiDate } from '@/lib/domain/clock';
import { loginSchema } from '@/lib/domain/validation/member';
import { loadMemberData } from '@/lib/hooks/member-data';
import { clearMemberStorage } from '@/lib/hooks/use-logout';
import { announceSignedInChange } from '@/lib/hooks/use-signed-in';
import { resetCheckoutDraft } from '@/lib/state/checkout';
import { safeRedirectPath } from '@/lib/session/cookie';
import { Dialog } from './dialog';
import { isSuspended } from '@/lib/domain/member-standing';
import { loginErrorMessage, loginNotice, stripFullWidth, type NoticeContent } from './login-rules';
import { SESSION_MESSAGES } from './session-messages';
import { FormFailure } from './form-failure';
import styles from './member.module.css';

type Popup =
  | { kind: 'suspended'; phone: string }
  | { kind: 'exited' }
  | { kind: 'notice'; notice: NoticeContent; target: string; video: VideoResource | null };

/** Saved checkout form data is cleared from local storage on login (spec member §4). */
function clearCheckoutStorage() {
  try {
    resetCheckoutDraft();
    for (const key of Object.keys(window.localStorage)) if (/checkout|shopcart/i.test(key)) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable
  }
}

/**
 * The login screen (spec member §2, §4, §5, §8): Enter submits; the button is disabled while
 * submitting; on failure both inputs are cleared and the catalogue message shown; suspended members
 * get the popup and are logged out; exited ones the exit message; then the notice pop-up and the
 * remembered page (?redirect=, same-site paths only) or /home.
 */
export function LoginForm() {
  const router = useRouter();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);

  const endSession = async () => {
    await sessionApi().post('logout').catch(() => undefined);
    clearMemberStorage();
  };

  const go = (target: string) => router.replace(target);

  const afterLogin = async (member: Member) => {
    if (isSuspended(member)) {
      const rights = await listSystemRights(browserApi()).catch(() => []);
      await endSession();
      setPopup({ kind: 'suspended', phone: rights[0]?.telphone ?? '' });
      return;
    }
    if (member.exited_at) {
      await endSession();
      setPopup({ kind: 'exited' });
      return;
    }
    clearCheckoutStorage();
    loadMemberData();
    announceSignedInChange();
    const target = safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'));
    const [pops, renewal] = await Promise.all([
      listLoginPops(browserApi()).catch(() => []),
      member.renewal_expiry_date !== undefined ? Promise.resolve(member.renewal_expiry_date) : getRenewalExpiryDate(bffApi()).catch(() => null),
    ]);
    const [year, month] = taipeiDate(new Date()).split('-').map(Number);
    const notice = loginNotice(member, pops[0] ?? null, { year, month }, renewal ?? null);
    // A video notice's content is the title of the video-resources entry to play.
    const video =
      notice?.pop?.type === 'video'
        ? ((await listVideoResources(browserApi()).catch(() => [])).find((entry) => entry.title === notice.pop?.content) ?? null)
        : null;
    if (notice) setPopup({ kind: 'notice', notice, target, video });
    else go(target);
  };

  const formik = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await sessionApi().post('login', { json: { username: values.username.trim(), password: values.password } }).json<{ data: Member }>();
        await afterLogin(answer.data);
      } catch (error) {
        clearMemberStorage();
        helpers.resetForm({ values: { username: '', password: '' } });
        setFailure(loginErrorMessage(error));
      }
    },
  });

  const fieldError = (name: 'username' | 'password') => (formik.submitCount > 0 ? formik.errors[name] : undefined);
  const invalid = !!failure;

  return (
    <>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate aria-describedby={failure ? `${id}-failure` : undefined}>
        <div className={styles.field}>
          <label htmlFor={`${id}-username`}>帳號</label>
          <input
            id={`${id}-username`}
            name="username"
            className={styles.input}
            autoComplete="username"
            placeholder="身分證字號或管理編號"
            value={formik.values.username}
            onChange={formik.handleChange}
            aria-invalid={invalid || !!fieldError('username')}
            aria-describedby={fieldError('username') ? `${id}-username-error` : undefined}
          />
          {fieldError('username') ? (
            <p id={`${id}-username-error`} className={styles.error}>
              {fieldError('username')}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>密碼</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            value={formik.values.password}
            onChange={(event) => void formik.setFieldValue('password', stripFullWidth(event.target.value))}
            aria-invalid={invalid || !!fieldError('password')}
            aria-describedby={fieldError('password') ? `${id}-password-error` : undefined}
          />
          {fieldError('password') ? (
            <p id={`${id}-password-error`} className={styles.error}>
              {fieldError('password')}
            </p>
          ) : null}
        </div>
        <FormFailure id={`${id}-failure`} message={failure} />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
            {formik.isSubmitting ? '登入中…' : '登入'}
          </button>
        </div>
        <p className={styles.links}>
          <Link href="/member/forgot">忘記密碼</Link>
          <Link href="/member/register">首次登入</Link>
        </p>
      </form>
      {popup?.kind === 'suspended' ? (
        <Dialog title={SESSION_MESSAGES.suspendedTitle} onConfirm={() => go('/home')}>
          {SESSION_MESSAGES.suspendedBody(popup.phone)}
        </Dialog>
      ) : null}
      {popup?.kind === 'exited' ? <Dialog title={SESSION_MESSAGES.exited} onConfirm={() => go('/home')} /> : null}
      {popup?.kind === 'notice' ? (
        <Dialog title={popup.notice.pop?.title || '公告'} wide onConfirm={() => go(popup.target)}>
          {popup.video ? (
            <iframe src={popup.video.video} title={popup.video.video_alt || popup.video.title} className={styles.video} loading="lazy" allowFullScreen />
          ) : popup.notice.pop?.content ? (
            <NoticeBody type={popup.notice.pop.type} content={popup.notice.pop.content} />
          ) : null}
          {popup.notice.memberMessage ? <p>{popup.notice.memberMessage}</p> : null}
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * A text notice is shown as its text (the HTML is reduced to text in an inert document, so nothing
 * of it runs); a video notice names its video-resources entry, shown by title.
 */
function NoticeBody({ type, content }: { type: string; content: string }) {
  if (type === 'video') return <p>影片：{content}</p>;
  const text = new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '';
  return <p style={{ whiteSpace: 'pre-line' }}>{text}</p>;
}
