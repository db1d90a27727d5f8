'use client';

import { useFormik } from 'formik';
import { useId } from 'react';
import type { GeneralAddressInput } from '@/lib/api/types';
import { CITIES, districtsOf, lookupPostalCode, postalCodeForDistrict } from '@/lib/domain/postal';
import { generalAddressSchema } from '@/lib/domain/validation/member';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import styles from './member.module.css';

export const EMPTY_ADDRESS: GeneralAddressInput = { name: '', phone: '', postal_code: '', city: '', district: '', address: '' };

type Props = {
  initial?: GeneralAddressInput;
  submitLabel: string;
  /** Saves; a failure only releases the button (spec member §8: no message). */
  onSave: (values: GeneralAddressInput) => Promise<void>;
  onCancel?: () => void;
  /** Accessible name of the form (e.g. 新增收件人). */
  label: string;
};

/**
 * A saved-recipient form (spec member §2 "Address book", §5): a typed postal code sets city and
 * district from its first three digits; choosing a district rewrites the code's first three digits;
 * an error on postal code, city or district is shown on the address field.
 */
export function AddressForm({ initial = EMPTY_ADDRESS, submitLabel, onSave, onCancel, label }: Props) {
  const id = useId();
  const formik = useFormik<GeneralAddressInput>({
    initialValues: initial,
    validationSchema: generalAddressSchema,
    onSubmit: async (values, helpers) => {
      try {
        await onSave(values);
        if (!onCancel) helpers.resetForm({ values: EMPTY_ADDRESS });
      } catch {
        // spec member §8: address create / update failures only release the button
      }
    },
  });
  const { values, setValues } = formik;
  const shown = formik.submitCount > 0;
  const placeError = shown ? (formik.errors.postal_code ?? formik.errors.city ?? formik.errors.district ?? formik.errors.address) : undefined;

  const onPostalCode = (raw: string) => {
    const postal_code = raw.replace(/\D/g, '').slice(0, 6);
    const found = lookupPostalCode(postal_code);
    void setValues({ ...values, postal_code, ...(found ? { city: found.city, district: found.district } : {}) });
  };
  const onCity = (city: string) => void setValues({ ...values, city, district: '' });
  const onDistrict = (district: string) =>
    void setValues({ ...values, district, postal_code: postalCodeForDistrict(values.city, district, values.postal_code) });

  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      <div className={styles.row}>
        <TextField formik={formik} name="name" label="收件人姓名" autoComplete="name" />
        <TextField formik={formik} name="phone" label="收件人電話" inputMode="numeric" maxLength={10} hint="請填寫 9 至 10 碼數字" autoComplete="tel" />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-postal`}>郵遞區號</label>
          <input
            id={`${id}-postal`}
            className={styles.input}
            inputMode="numeric"
            value={values.postal_code}
            onChange={(event) => onPostalCode(event.target.value)}
            aria-invalid={shown && !!formik.errors.postal_code}
            autoComplete="postal-code"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-city`}>縣市</label>
          <select id={`${id}-city`} className={styles.input} value={values.city} onChange={(event) => onCity(event.target.value)} aria-invalid={shown && !!formik.errors.city}>
            <option value="">請選擇縣市</option>
            {CITIES.map((city) => (
              <option key={city}>{city}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-district`}>鄉鎮市區</label>
          <select
            id={`${id}-district`}
            className={styles.input}
            value={values.district}
            onChange={(event) => onDistrict(event.target.value)}
            aria-invalid={shown && !!formik.errors.district}
          >
            <option value="">請選擇鄉鎮市區</option>
            {districtsOf(values.city).map((row) => (
              <option key={row.district}>{row.district}</option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`}>地址</label>
        <input
          id={`${id}-address`}
          name="address"
          className={styles.input}
          value={values.address}
          onChange={formik.handleChange}
          aria-invalid={!!placeError}
          aria-describedby={placeError ? `${id}-address-error` : undefined}
          autoComplete="street-address"
        />
        {placeError ? (
          <p id={`${id}-address-error`} className={styles.error}>
            {placeError}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            取消
          </button>
        ) : null}
        <SubmitButton label={submitLabel} submitting={formik.isSubmitting} hasErrors={shown && Object.keys(formik.errors).length > 0} />
      </div>
    </form>
  );
}
