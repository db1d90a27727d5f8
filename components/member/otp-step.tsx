'use client';

import { useFormik } from 'formik';
import { useState } from 'react';
import type { AnySchema } from 'yup';
import { ApiError } from '@/lib/api/errors';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import { TextField } from '@/components/ui/form/text-field';
import { FormFailure } from '@/components/ui/form/form-failure';
import { hasSubmittedErrors, SubmitButton } from '@/components/ui/form/submit-button';
import styles from '@/components/ui/panel.module.css';

type Props = {
  /** The masked phone the code went to, when known. */
  phone?: string;
  schema: AnySchema;
  /** Checks the code; throws on failure. */
  onCheck: (otp: string) => Promise<void>;
  /** Sends the code again; throws on failure. */
  onResend: () => Promise<void>;
  /** Message when the check fails (OTP 驗證失敗 unless the server says otherwise). */
  failureMessage?: string;
  onBack: () => void;
  submitLabel?: string;
  label?: string;
};

/**
 * The SMS-code step (spec-coverage “Members: session and screens”): the code field, a resend button locked for 60 s with a
 * countdown after each request (the code was just sent when this step opens), and a back link.
 */
export function OtpStep({
  phone,
  schema,
  onCheck,
  onResend,
  failureMessage = MEMBER_MESSAGES.otpFailed,
  onBack,
  submitLabel = '下一步',
  label = 'OTP 驗證碼',
}: Props) {
  const countdown = useCountdown(undefined, { running: true });
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { otp: '' },
    validationSchema: schema,
    onSubmit: async ({ otp }) => {
      setFailure(null);
      try {
        await onCheck(otp.trim());
      } catch (error) {
        setFailure(
          error instanceof ApiError && error.status === 422 && error.errors?.otp
            ? MEMBER_MESSAGES.otpFailed
            : failureMessage,
        );
      }
    },
  });
  const resend = async () => {
    setFailure(null);
    setNotice(null);
    try {
      await onResend();
      countdown.start();
      setNotice('驗證碼已重新發送');
    } catch {
      setFailure(MEMBER_MESSAGES.resendTooSoon);
    }
  };
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      {phone ? <p>驗證碼已發送至 {phone}</p> : null}
      <TextField
        formik={formik}
        name="otp"
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormFailure message={failure} />
      {notice ? <p role="status">{notice}</p> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          上一步
        </button>
        <button type="button" className={styles.secondary} disabled={countdown.running} onClick={() => void resend()}>
          {countdown.running ? `重新發送（${countdown.left} 秒）` : '重新發送驗證碼'}
        </button>
        <SubmitButton label={submitLabel} submitting={formik.isSubmitting} hasErrors={hasSubmittedErrors(formik)} />
      </div>
    </form>
  );
}
