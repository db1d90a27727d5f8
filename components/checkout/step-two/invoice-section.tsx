'use client';

import type { LoveCode, Member, Office } from '@/lib/contract/types';
import { AddressFields } from '@/components/ui/form/address-fields';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { SelectField } from '@/components/ui/form/select-field';
import { isInvoiceMailed, REGISTERED_MAIL_WORKING_DAYS } from '@/lib/domain/checkout/details';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders/messages';
import styles from '../checkout.module.css';
import type { StepTwoFormik } from './form-values';
import { formikChoice, formikSelect, shownError } from '@/components/ui/form/formik-field';

export const INVOICE_TYPES = [
  { value: '1', label: '同配送地址' },
  { value: '2', label: '寄送至其他地址' },
  { value: '3', label: '營業所自取' },
] as const;

export const CARRIER_TYPES = [
  { value: '1', label: '會員載具' },
  { value: '2', label: '手機條碼載具' },
  { value: '4', label: '捐贈發票' },
] as const;

/** The member's mobile barcodes (barcode01–03), the ones set. */
export const memberBarcodes = (member: Pick<Member, 'barcode01' | 'barcode02' | 'barcode03'>) =>
  [member.barcode01, member.barcode02, member.barcode03].filter((code): code is string => !!code);

export const loveCodeLabel = (code: Pick<LoveCode, 'name' | 'nickname' | 'love_code'>) =>
  `${code.nickname || code.name}（${code.love_code}）`;

type Props = {
  formik: StepTwoFormik;
  business: boolean;
  member: Member;
  offices: readonly Office[];
  loveCodes: readonly LoveCode[];
};

/**
 * The invoice (spec-coverage “Checkout pages”): a business member chooses where the invoice goes (same as
 * delivery, a new address, office pickup); an individual chooses the e-invoice carrier (member
 * carrier, one of their mobile barcodes, or a donation with a love code).
 */
export function InvoiceSection(props: Props) {
  return (
    <section className={styles.section} aria-labelledby="checkout-invoice">
      <h2 id="checkout-invoice" className={styles.sectionTitle}>
        發票資訊
      </h2>
      {props.business ? <BusinessInvoice {...props} /> : <Carrier {...props} />}
    </section>
  );
}

function BusinessInvoice({ formik, offices }: Props) {
  const { values, setValues } = formik;
  const submitted = formik.submitCount > 0;
  const placeError = submitted
    ? (formik.errors.invoice_postal_code ??
      formik.errors.invoice_city ??
      formik.errors.invoice_district ??
      formik.errors.invoice_address)
    : undefined;
  return (
    <>
      <ChoiceGroup
        legend="發票寄送方式"
        choices={INVOICE_TYPES}
        inline
        {...formikChoice(formik, 'invoice_accept_type')}
        hint={
          isInvoiceMailed(values.invoice_accept_type)
            ? M.invoiceByRegisteredMail(REGISTERED_MAIL_WORKING_DAYS)
            : undefined
        }
      />
      {values.invoice_accept_type === '2' ? (
        <div className={styles.nested}>
          <AddressFields
            value={{
              postal_code: values.invoice_postal_code,
              city: values.invoice_city,
              district: values.invoice_district,
              address: values.invoice_address,
            }}
            onChange={(place) =>
              void setValues({
                ...values,
                invoice_postal_code: place.postal_code,
                invoice_city: place.city,
                invoice_district: place.district,
                invoice_address: place.address,
              })
            }
            invalid={{
              postal_code: submitted && !!formik.errors.invoice_postal_code,
              city: submitted && !!formik.errors.invoice_city,
              district: submitted && !!formik.errors.invoice_district,
            }}
            error={placeError}
            addressLabel="發票地址"
            namePrefix="invoice_"
          />
        </div>
      ) : null}
      {values.invoice_accept_type === '3' ? (
        <div className={styles.nested}>
          <SelectField
            label="發票取件營業所"
            options={offices.map((office) => ({ value: office.code, label: office.name }))}
            placeholder="請選擇營業所"
            {...formikSelect(formik, 'invoice_office')}
          />
        </div>
      ) : null}
    </>
  );
}

function Carrier({ formik, member, loveCodes }: Props) {
  const { values } = formik;
  const barcodes = memberBarcodes(member);
  return (
    <>
      <ChoiceGroup legend="發票載具" choices={CARRIER_TYPES} inline {...formikChoice(formik, 'carrier_type')} />
      {values.carrier_type === '2' ? (
        <div className={styles.nested}>
          <SelectField
            label="手機條碼"
            name="carrier_id"
            value={values.carrier_id}
            options={barcodes.map((code) => ({ value: code, label: code }))}
            placeholder="請選擇手機條碼"
            onChange={(value) => void formik.setFieldValue('carrier_id', value)}
            error={shownError(formik, 'carrier_id')}
            hint={barcodes.length ? undefined : '尚未設定手機條碼，請洽總公司設定'}
          />
        </div>
      ) : null}
      {values.carrier_type === '4' ? (
        <div className={styles.nested}>
          <SelectField
            label="捐贈單位（愛心碼）"
            name="love_code"
            value={values.love_code}
            options={loveCodes.map((code) => ({ value: code.love_code, label: loveCodeLabel(code) }))}
            placeholder="請選擇愛心碼"
            onChange={(value) => void formik.setFieldValue('love_code', value)}
            error={shownError(formik, 'love_code')}
          />
        </div>
      ) : null}
    </>
  );
}
