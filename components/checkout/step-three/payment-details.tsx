'use client';

import type { FormikProps } from 'formik';
import type { RemittanceDay } from '@/lib/contract/types';
import { formatDate } from '@/lib/domain/format';
import { installmentLabel, type PaymentValues } from '@/lib/domain/checkout/payment';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import styles from '../checkout.module.css';

type PartProps = { formik: FormikProps<PaymentValues>; error?: string };

/** A card payment's instalment periods: a select, or the one period allowed as a fact (a choice of one is no choice). */
export function CardInstallment({ formik, periods, error }: PartProps & { periods: readonly number[] }) {
  if (periods.length === 1) {
    return (
      <dl className={`${styles.nested} ${styles.facts}`}>
        <div className={styles.factRow}>
          <dt>分期期數</dt>
          <dd>{installmentLabel(periods[0])}</dd>
        </div>
      </dl>
    );
  }
  return (
    <div className={styles.nested}>
      <SelectField
        label="分期期數"
        name="installment"
        value={formik.values.installment}
        options={periods.map((count) => ({ value: String(count), label: installmentLabel(count) }))}
        placeholder="請選擇分期期數"
        onChange={(value) => void formik.setFieldValue('installment', value)}
        onBlur={() => void formik.setFieldTouched('installment', true)}
        error={error}
      />
    </div>
  );
}

/** An ATM payment's remittance date and the paying account's last five digits. */
export function AtmRemittance({ formik, days, error }: PartProps & { days: readonly RemittanceDay[] }) {
  return (
    <div className={styles.nested}>
      <SelectField
        label="匯款日期"
        name="atm_day"
        value={formik.values.atm_day}
        options={days.map((day) => ({ value: day.day, label: formatDate(day.day) }))}
        placeholder="請選擇付款日期"
        onChange={(value) => void formik.setFieldValue('atm_day', value)}
        onBlur={() => void formik.setFieldTouched('atm_day', true)}
        error={error}
      />
      <TextField
        formik={formik}
        name="card_number"
        label="匯款帳號末 5 碼"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        transform={(value) => value.replace(/\D/g, '').slice(0, 5)}
        hint="請填寫您匯款帳號的最後 5 碼數字"
      />
    </div>
  );
}
