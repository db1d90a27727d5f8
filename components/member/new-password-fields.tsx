'use client';

import type { FormikProps } from 'formik';
import { stripFullWidth } from '@/lib/domain/full-width';
import { TextField } from '@/components/ui/form/text-field';

type NewPassword = { new_password: string; confirm_password: string };

/** A new password and its confirmation, full-width characters stripped as typed (first login, forgot and change password). */
export function NewPasswordFields<V extends NewPassword>({ formik }: { formik: FormikProps<V> }) {
  return (
    <>
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
    </>
  );
}
