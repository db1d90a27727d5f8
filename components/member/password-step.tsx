'use client';

import { useFormik } from 'formik';
import { useState } from 'react';
import { newPasswordFormSchema } from '@/lib/domain/validation/member';
import { NewPasswordFields } from './new-password-fields';
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
      <NewPasswordFields formik={formik} />
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
