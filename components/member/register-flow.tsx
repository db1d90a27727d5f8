'use client';

import { useFormik } from 'formik';
import { Link } from '@/components/ui/link';
import { FieldError } from '@/components/ui/form/field-error';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { browserApi } from '@/lib/api/browser';
import { call } from '@/lib/api/call';
import { sessionApi } from '@/lib/api/member-browser';
import { firstLoginFormSchema } from '@/lib/domain/validation/member';
import { LOGIN_PATH } from '@/lib/routes/member';
import { loadMemberData } from '@/lib/hooks/member-data';
import { clearMemberStorage } from '@/lib/hooks/use-logout';
import { announceSignedInChange, isSignedIn } from '@/lib/hooks/use-signed-in';
import { refusalMessage } from './forgot-flow';
import { stripFullWidth } from '@/lib/domain/full-width';
import { PasswordResetSteps } from './password-reset-steps';
import { Steps } from './steps';
import { Notice } from '@/components/ui/modal';
import { TextField } from '@/components/ui/form/text-field';
import { BackToLoginActions } from './back-to-login-actions';
import styles from './register-flow.module.css';
import notice from './wide-notice.module.css';
import panel from '@/components/ui/panel.module.css';

/**
 * Whether `POST /api/session/first-login` made a session: its answer says `signed_in: false` when the API set the
 * password but gave no usable token (the member then signs in with it).
 */
const firstLoginSignedIn = (answer: unknown) =>
  !(answer && typeof answer === 'object' && (answer as { signed_in?: unknown }).signed_in === false);

const LABELS = ['帳號驗證', '簡訊驗證', '設定新密碼', '完成'];

/**
 * /member/register, the first login (spec-coverage “Members: session and screens”): (1) username, default password (the 8-digit
 * birth date) and the terms checkbox, with the terms in a lightbox; (2) the SMS code sent to the
 * masked phone, resend locked 60 s; (3) new password, after which the API hands back a token that
 * /api/session/first-login keeps in the cookie; (4) done, link to /home (to the login page when the API's
 * answer held no usable token: the password is set, no session is).
 */
export function RegisterFlow({ termsHtml }: { termsHtml: string | null }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<1 | 2 | 3 | 4>(1);
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(true);
  const [termsOpen, setTermsOpen] = useState(false);

  const formik = useFormik({
    initialValues: { username: '', password: '', regulation: false },
    validationSchema: firstLoginFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const value = values.username.trim().toUpperCase();
      try {
        const sent = await call(browserApi(), 'POST login?_first', {
          body: { username: value, password: values.password },
        });
        setPhone(sent.phone_number);
        setUsername(value);
        setStep(2);
      } catch (error) {
        setFailure(refusalMessage(error, '驗證失敗'));
      }
    },
  });
  const regulationError = formik.submitCount > 0 ? formik.errors.regulation : undefined;

  return (
    <>
      <Steps labels={LABELS} current={step} />
      {step === 1 ? (
        <form className={panel.form} onSubmit={formik.handleSubmit} noValidate>
          <TextField
            formik={formik}
            name="username"
            label="帳號"
            placeholder="身分證字號或統一編號"
            autoComplete="username"
          />
          <TextField
            formik={formik}
            name="password"
            label="預設密碼"
            type="password"
            hint="預設密碼為西元出生年月日 8 碼，例如 19900517"
            transform={stripFullWidth}
            autoComplete="current-password"
          />
          <div className={panel.field}>
            {/* The terms' button beside the label, not in it: a label names one control. */}
            <span>
              <label>
                <input
                  type="checkbox"
                  name="regulation"
                  checked={formik.values.regulation}
                  onChange={formik.handleChange}
                  aria-invalid={!!regulationError}
                  aria-describedby={regulationError ? `${id}-regulation-error` : undefined}
                />{' '}
                我已閱讀並同意
              </label>
              <button type="button" className={styles.linkButton} onClick={() => setTermsOpen(true)}>
                會員條款
              </button>
            </span>
            <FieldError id={`${id}-regulation-error`} message={regulationError} />
          </div>
          <BackToLoginActions formik={formik} failure={failure} submitLabel="下一步" />
        </form>
      ) : null}
      {step === 2 || step === 3 ? (
        <PasswordResetSteps
          step={step}
          username={username}
          phone={phone}
          onStep={setStep}
          save={async (password, resetToken) => {
            clearMemberStorage();
            await mutate(() => true, undefined, { revalidate: false });
            const answer = await sessionApi()
              .post('first-login', { json: { username, new_password: password, reset_token: resetToken } })
              .json();
            // A session only when the browser kept its cookie; else step 4 says to sign in with the new password.
            const session = firstLoginSignedIn(answer) && isSignedIn();
            setSignedIn(session);
            if (session) {
              loadMemberData();
              announceSignedInChange();
            }
            setStep(4);
          }}
        />
      ) : null}
      {step === 4 && signedIn ? (
        <div role="status">
          <p>開通完成，您已登入。</p>
          <Link href="/home" className={panel.button}>
            回首頁
          </Link>
        </div>
      ) : null}
      {step === 4 && !signedIn ? (
        <div role="status">
          <p>開通完成，密碼已設定。請以新密碼登入會員。</p>
          <Link href={LOGIN_PATH} className={panel.button}>
            前往登入
          </Link>
        </div>
      ) : null}
      {termsOpen ? (
        <Notice
          title="會員條款"
          className={notice.wideNotice}
          onConfirm={() => setTermsOpen(false)}
          confirmLabel="關閉"
        >
          {termsHtml ? (
            <div className={styles.terms} dangerouslySetInnerHTML={{ __html: termsHtml }} />
          ) : (
            <p>目前沒有會員條款內容。</p>
          )}
        </Notice>
      ) : null}
    </>
  );
}
