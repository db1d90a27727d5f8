'use client';

import { useFormik } from 'formik';
import type { GeneralAddressInput } from '@/lib/domain/validation/member';
import { EMPTY_RECIPIENT } from '@/lib/domain/checkout/draft-defaults';
import { generalAddressSchema } from '@/lib/domain/validation/member';
import { RecipientFields } from '@/components/ui/form/recipient-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import panel from '@/components/ui/panel.module.css';

type Props = {
  initial?: GeneralAddressInput;
  submitLabel: string;
  /** Saves; a failure only releases the button (spec-coverage “Members: session and screens”: no message). */
  onSave: (values: GeneralAddressInput) => Promise<void>;
  onCancel?: () => void;
  /** Accessible name of the form (e.g. 新增收件人). */
  label: string;
};

/**
 * A saved-recipient form (spec-coverage “Members: session and screens” "Address book", §5): a typed postal code sets city and
 * district from its first three digits; choosing a district rewrites the code's first three digits;
 * an error on postal code, city or district is shown on the address field.
 */
export function AddressForm({ initial = EMPTY_RECIPIENT, submitLabel, onSave, onCancel, label }: Props) {
  const formik = useFormik<GeneralAddressInput>({
    initialValues: initial,
    validationSchema: generalAddressSchema,
    onSubmit: async (values, helpers) => {
      try {
        await onSave(values);
        if (!onCancel) helpers.resetForm({ values: EMPTY_RECIPIENT });
      } catch {
        // spec-coverage “Members: session and screens” (member §8): a failed create or update only releases the button
      }
    },
  });
  const shown = formik.submitCount > 0;

  return (
    <form className={panel.form} onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      <RecipientFields formik={formik} />
      <div className={panel.actions}>
        {onCancel ? (
          <button type="button" className={panel.secondary} onClick={onCancel}>
            取消
          </button>
        ) : null}
        <SubmitButton
          label={submitLabel}
          submitting={formik.isSubmitting}
          hasErrors={shown && Object.keys(formik.errors).length > 0}
        />
      </div>
    </form>
  );
}
