'use client';

import { useFormik } from 'formik';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { call } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { sessionApi } from '@/lib/api/member-browser';
import { LOGIN_ERRORS, LOGIN_NOT_FOUND } from '@/lib/domain/member-login';
import { forgotPasswordSchema, MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import { LOGIN_PATH } from '@/lib/routes/member';
import { PasswordResetSteps } from './password-reset-steps';
import { Steps } from './steps';
import { TextField } from '@/components/ui/form/text-field';
import { BackToLoginActions } from './back-to-login-actions';
import styles from '@/components/ui/panel.module.css';

const LABELS = ['輸入帳號', '簡訊驗證', '設定新密碼', '完成'];

/** The server's refusal as the page words it: catalogue code, 404, else the server's message. */
export function refusalMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError) {
    if (error.status_from_backend !== undefined && LOGIN_ERRORS[error.status_from_backend])
      return LOGIN_ERRORS[error.status_from_backend];
    if (error.status === 404) return error.message && error.message !== 'Not Found' ? error.message : LOGIN_NOT_FOUND;
    if (error.status === 429) return MEMBER_MESSAGES.resendTooSoon;
    if (error.message) return error.message;
  }
  return fallback;
}

/** /member/forgot (spec-coverage “Members: session and screens”): ID or tax number → SMS code (with resend) → new password → done. */
export function ForgotFlow() {
  const [step, setStep] = useState<1 | 2 | 3 | 4>(1);
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { identity_card: username },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ identity_card }) => {
      setFailure(null);
      const value = identity_card.trim().toUpperCase();
      try {
        const answer = await call(browserApi(), 'POST forgot-password', { body: { identity_card: value } });
        setUsername(value);
        setPhone(answer.phone_number);
        setStep(2);
      } catch (error) {
        setFailure(refusalMessage(error, '驗證碼發送失敗'));
      }
    },
  });

  return (
    <>
      <Steps labels={LABELS} current={step} />
      {step === 1 ? (
        <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
          <TextField formik={formik} name="identity_card" label="身分證字號或統一編號" autoComplete="username" />
          <BackToLoginActions formik={formik} failure={failure} submitLabel="發送驗證碼" />
        </form>
      ) : null}
      {step === 2 || step === 3 ? (
        <PasswordResetSteps
          step={step}
          username={username}
          phone={phone}
          onStep={setStep}
          save={async (password, resetToken) => {
            await sessionApi().post('reset-password', {
              json: { username, new_password: password, reset_token: resetToken },
            });
            setStep(4);
          }}
        />
      ) : null}
      {step === 4 ? (
        <div role="status">
          <p>密碼已更新，請使用新密碼登入。</p>
          <Link href={LOGIN_PATH} className={styles.button}>
            返回登入
          </Link>
        </div>
      ) : null}
    </>
  );
}
