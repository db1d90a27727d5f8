'use client';

import type { FormikProps } from 'formik';
import { AddressFields } from '@/components/ui/form/address-fields';
import { TextField } from '@/components/ui/form/text-field';
import base from '@/components/ui/panel.module.css';

type Recipient = { name: string; phone: string; postal_code: string; city: string; district: string; address: string };

type Props<V extends Recipient> = {
  formik: FormikProps<V>;
  addressLabel?: string;
  /** Name and phone side by side as wide as they need (checkout), or in the address row's columns (address book). */
  inlineNames?: boolean;
};

/**
 * A recipient: name, phone (9 to 10 digits) and the address (AddressFields). Errors show after the first
 * submit; one on postal code, city or district shows on the address. Used by checkout step 2's typed
 * recipient and by the address book.
 */
export function RecipientFields<V extends Recipient>({ formik, addressLabel, inlineNames }: Props<V>) {
  const { values, errors, setValues } = formik;
  const submitted = formik.submitCount > 0;
  const failed = (field: 'postal_code' | 'city' | 'district' | 'address') =>
    submitted ? (errors[field] as string | undefined) : undefined;
  return (
    <>
      <div className={inlineNames ? base.inline : base.row}>
        <TextField formik={formik} name="name" label="收件人姓名" autoComplete="name" />
        <TextField
          formik={formik}
          name="phone"
          label="收件人電話"
          inputMode="numeric"
          maxLength={10}
          hint="請填寫 9 至 10 碼數字"
          autoComplete="tel"
        />
      </div>
      <AddressFields
        value={{
          postal_code: values.postal_code,
          city: values.city,
          district: values.district,
          address: values.address,
        }}
        onChange={(place) => void setValues({ ...values, ...place })}
        invalid={{ postal_code: !!failed('postal_code'), city: !!failed('city'), district: !!failed('district') }}
        error={failed('postal_code') ?? failed('city') ?? failed('district') ?? failed('address')}
        addressLabel={addressLabel}
      />
    </>
  );
}
