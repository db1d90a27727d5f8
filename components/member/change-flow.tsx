'use client';

import { useFormik } from 'formik';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { call } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import { changePasswordFormSchema, changePasswordOtpSchema, MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import { useMember } from '@/lib/hooks/use-member';
import { browserApi } from '@/lib/api/browser';
import { LOGIN_ERRORS } from '@/lib/domain/member-login';
import { changePasswordSentCode } from '@/lib/domain/change-password';
import { OtpStep } from './otp-step';
import { Steps } from './steps';
import { TextField } from '@/components/ui/form/text-field';
import { NewPasswordFields } from './new-password-fields';
import { stripFullWidth } from '@/lib/domain/full-width';
import { FormFailure } from '@/components/ui/form/form-failure';
import { hasSubmittedErrors, SubmitButton } from '@/components/ui/form/submit-button';
import styles from '@/components/ui/panel.module.css';

const LABELS = ['輸入密碼', '簡訊驗證', '完成'];

/** The server's messages for a refused code request (spec-coverage “Members: session and screens”: "shows the server messages"). */
function serverMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return ['驗證碼發送失敗'];
  if (error.status_from_backend !== undefined && LOGIN_ERRORS[error.status_from_backend])
    return [LOGIN_ERRORS[error.status_from_backend]];
  const fields = Object.values(error.errors ?? {}).flat();
  return fields.length > 0 ? [...new Set(fields)] : [error.message];
}

/**
 * /member/change (spec-coverage “Members: session and screens”): (1) old, new and confirm password, PUT user/change-password sends
 * the SMS code; (2) the code, the same call with `otp` changes the password; (3) done, link to account. An API whose
 * first PUT changed the password goes to (3) at once (`changePasswordSentCode`).
 */
export function ChangeFlow() {
  const { data: member } = useMember();
  const [step, setStep] = useState(1);
  const [passwords, setPasswords] = useState({ old_password: '', new_password: '' });
  const [phone, setPhone] = useState('');
  const [failures, setFailures] = useState<string[]>([]);

  const formik = useFormik({
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validationSchema: changePasswordFormSchema,
    onSubmit: async ({ old_password, new_password }) => {
      setFailures([]);
      try {
        const answer = await call(bffApi(), 'PUT user/change-password', { body: { old_password, new_password } });
        if (!changePasswordSentCode(answer)) return setStep(3);
        setPasswords({ old_password, new_password });
        setPhone(answer.phone_number ?? '');
        setStep(2);
      } catch (error) {
        setFailures(serverMessages(error));
      }
    },
  });

  return (
    <>
      <Steps labels={LABELS} current={step} />
      {step === 1 ? (
        <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
          <TextField
            formik={formik}
            name="old_password"
            label="舊密碼"
            type="password"
            autoComplete="current-password"
            transform={stripFullWidth}
          />
          <NewPasswordFields formik={formik} />
          <FormFailure message={failures} />
          <div className={styles.actions}>
            <SubmitButton label="發送驗證碼" submitting={formik.isSubmitting} hasErrors={hasSubmittedErrors(formik)} />
          </div>
        </form>
      ) : null}
      {step === 2 ? (
        <OtpStep
          phone={phone}
          label="驗證碼"
          schema={changePasswordOtpSchema}
          submitLabel="確認修改"
          onCheck={async (otp) => {
            await call(bffApi(), 'PUT user/change-password', { body: { ...passwords, otp } });
            setStep(3);
          }}
          onResend={async () => {
            await call(browserApi(), 'POST otp/resend', { body: { identity_card: member?.identity_card ?? '' } });
          }}
          failureMessage={MEMBER_MESSAGES.otpFailed}
          onBack={() => setStep(1)}
        />
      ) : null}
      {step === 3 ? (
        <div role="status">
          <p>密碼已變更。</p>
          <Link href="/member/account" className={styles.button}>
            回會員資料
          </Link>
        </div>
      ) : null}
    </>
  );
}
