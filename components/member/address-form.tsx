'use client';

import { useFormik } from 'formik';
import type { GeneralAddressInput } from '@/lib/contract/types';
import { generalAddressSchema } from '@/lib/domain/validation/member';
import { AddressFields } from '@/components/ui/address-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import panel from '@/components/ui/panel.module.css';

export const EMPTY_ADDRESS: GeneralAddressInput = { name: '', phone: '', postal_code: '', city: '', district: '', address: '' };

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
export function AddressForm({ initial = EMPTY_ADDRESS, submitLabel, onSave, onCancel, label }: Props) {
  const formik = useFormik<GeneralAddressInput>({
    initialValues: initial,
    validationSchema: generalAddressSchema,
    onSubmit: async (values, helpers) => {
      try {
        await onSave(values);
        if (!onCancel) helpers.resetForm({ values: EMPTY_ADDRESS });
      } catch {
        // spec-coverage “Members: session and screens”: address create / update failures only release the button
      }
    },
  });
  const { values, setValues } = formik;
  const shown = formik.submitCount > 0;
  const placeError = shown ? (formik.errors.postal_code ?? formik.errors.city ?? formik.errors.district ?? formik.errors.address) : undefined;

  return (
    <form className={panel.form} onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      <div className={panel.row}>
        <TextField formik={formik} name="name" label="收件人姓名" autoComplete="name" />
        <TextField formik={formik} name="phone" label="收件人電話" inputMode="numeric" maxLength={10} hint="請填寫 9 至 10 碼數字" autoComplete="tel" />
      </div>
      <AddressFields
        value={{ postal_code: values.postal_code, city: values.city, district: values.district, address: values.address }}
        onChange={(place) => void setValues({ ...values, ...place })}
        invalid={{ postal_code: shown && !!formik.errors.postal_code, city: shown && !!formik.errors.city, district: shown && !!formik.errors.district }}
        error={placeError}
      />
      <div className={panel.actions}>
        {onCancel ? (
          <button type="button" className={panel.secondary} onClick={onCancel}>
            取消
          </button>
        ) : null}
        <SubmitButton label={submitLabel} submitting={formik.isSubmitting} hasErrors={shown && Object.keys(formik.errors).length > 0} />
      </div>
    </form>
  );
}
