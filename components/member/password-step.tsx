'use client';

import { useFormik } from 'formik';
import { useState } from 'react';
import { newPasswordFormSchema } from '@/lib/domain/validation/member';
import { stripFullWidth } from '@/lib/domain/full-width';
import { TextField } from '@/components/ui/form/text-field';
import { FormFailure } from '@/components/ui/form/form-failure';
import { hasSubmittedErrors, SubmitButton } from '@/components/ui/form/submit-button';
import styles from '@/components/ui/panel.module.css';

/** Step 3 of forgot password and first login: new password and its confirmation (spec-coverage “Members: session and screens”). */
export function PasswordStep({
  onSave,
  onBack,
  failureMessage,
}: {
  onSave: (password: string) => Promise<void>;
  onBack: () => void;
  failureMessage: string;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { new_password: '', confirm_password: '' },
    validationSchema: newPasswordFormSchema,
    onSubmit: async ({ new_password }) => {
      setFailure(null);
      try {
        await onSave(new_password);
      } catch {
        setFailure(failureMessage);
      }
    },
  });
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <TextField
        formik={formik}
        name="new_password"
        label="新密碼"
        type="password"
        autoComplete="new-password"
        transform={stripFullWidth}
        hint="至少 8 碼，需包含英文與數字，英文大小寫視為不同"
      />
      <TextField
        formik={formik}
        name="confirm_password"
        label="確認新密碼"
        type="password"
        autoComplete="new-password"
        transform={stripFullWidth}
      />
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          上一步
        </button>
        <SubmitButton label="確認送出" submitting={formik.isSubmitting} hasErrors={hasSubmittedErrors(formik)} />
      </div>
    </form>
  );
}
