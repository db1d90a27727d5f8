'use client';

import type { GeneralAddress, Office } from '@/lib/contract/types';
import { NEW_RECIPIENT } from '@/lib/domain/checkout/details';
import { trimPhone } from '@/lib/domain/checkout/schema';
import { canAddAddress } from '@/lib/domain/validation/member';
import { TextField } from '@/components/ui/form/text-field';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { RecipientFields } from '@/components/ui/form/recipient-fields';
import { SelectField } from '@/components/ui/form/select-field';
import base from '@/components/ui/panel.module.css';
import styles from '../checkout.module.css';
import type { StepTwoFormik } from './form-values';
import { formikChoice, formikSelect, shownError } from '@/components/ui/form/formik-field';

const savedLabel = (row: GeneralAddress) =>
  `${row.name}　${row.phone}　${row.full_address ?? `${row.postal_code} ${row.city}${row.district}${row.address}`}`;

type Props = { formik: StepTwoFormik; offices: readonly Office[]; addresses: readonly GeneralAddress[] };

/**
 * Delivery (spec-coverage “Checkout pages”): home delivery by courier (code 51) to a saved recipient or an
 * address typed here (which may be saved as a recipient while 10 or fewer are saved), or pickup at an
 * office by a named person with a phone (trimmed to 10 digits).
 */
export function DeliverySection({ formik, offices, addresses }: Props) {
  const { values } = formik;
  return (
    <section className={styles.section} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery" className={styles.sectionTitle}>
        配送資訊
      </h2>
      <ChoiceGroup
        legend="配送方式"
        inline
        choices={[
          { value: 'home', label: '宅配到府' },
          { value: 'office', label: '營業所自取' },
        ]}
        {...formikChoice(formik, 'delivery')}
      />
      <div className={styles.nested}>
        {values.delivery === 'home' ? (
          <Recipient formik={formik} addresses={addresses} />
        ) : (
          <Pickup formik={formik} offices={offices} />
        )}
      </div>
    </section>
  );
}

function Recipient({ formik, addresses }: { formik: StepTwoFormik; addresses: readonly GeneralAddress[] }) {
  const { values, setValues } = formik;
  const choose = (value: string) => {
    const saved = addresses.find((row) => String(row.id) === value);
    const place = saved
      ? {
          name: saved.name,
          phone: saved.phone,
          postal_code: saved.postal_code,
          city: saved.city,
          district: saved.district,
          address: saved.address,
        }
      : { name: '', phone: '', postal_code: '', city: '', district: '', address: '' };
    void setValues({ ...values, recipient: value, save_recipient: false, ...place });
  };
  const typed = values.recipient === NEW_RECIPIENT;
  return (
    <>
      <ChoiceGroup
        legend="收件人"
        name="recipient"
        value={values.recipient}
        choices={[
          ...addresses.map((row) => ({ value: String(row.id), label: savedLabel(row) })),
          { value: NEW_RECIPIENT, label: '新增收件地址' },
        ]}
        onChange={choose}
        error={shownError(formik, 'recipient')}
      />
      {typed ? (
        <div className={styles.nested}>
          <RecipientFields formik={formik} addressLabel="收件地址" inlineNames />
          {canAddAddress(addresses.length) ? (
            <label className={base.choice}>
              <input
                type="checkbox"
                name="save_recipient"
                checked={values.save_recipient}
                onChange={(event) => void formik.setFieldValue('save_recipient', event.target.checked)}
              />
              <span>儲存為常用收件人</span>
            </label>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function Pickup({ formik, offices }: { formik: StepTwoFormik; offices: readonly Office[] }) {
  const chosen = offices.find((office) => office.code === formik.values.pickup_office);
  return (
    <>
      <SelectField
        label="取貨營業所"
        options={offices.map((office) => ({ value: office.code, label: office.name }))}
        placeholder="請選擇營業所"
        {...formikSelect(formik, 'pickup_office')}
        hint={
          chosen
            ? `${chosen.postal_code} ${chosen.city}${chosen.district}${chosen.address}（${chosen.telephone}）`
            : undefined
        }
      />
      <div className={base.inline}>
        <TextField formik={formik} name="pickup_name" label="取貨人姓名" autoComplete="name" />
        <TextField
          formik={formik}
          name="pickup_phone"
          label="取貨人電話"
          inputMode="numeric"
          transform={trimPhone}
          hint="限填數字，超過 10 碼將自動截斷"
          autoComplete="tel"
        />
      </div>
    </>
  );
}
