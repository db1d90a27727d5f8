'use client';

import type { FormikProps } from 'formik';
import { formatDate } from '@/lib/domain/format';
import { installmentLabel, type PaymentValues } from '@/lib/domain/checkout/payment';
import { SelectField } from '@/components/ui/form/select-field';
import { formikSelect } from '@/components/ui/form/formik-field';
import { TextField } from '@/components/ui/form/text-field';
import styles from '../checkout.module.css';

type PartProps = { formik: FormikProps<PaymentValues> };

/** A card payment's instalment periods: a select, or the one period allowed as a fact (a choice of one is no choice). */
export function CardInstallment({ formik, periods }: PartProps & { periods: readonly number[] }) {
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
        options={periods.map((count) => ({ value: String(count), label: installmentLabel(count) }))}
        placeholder="請選擇分期期數"
        {...formikSelect(formik, 'installment')}
      />
    </div>
  );
}

/** An ATM payment's remittance date ('YYYY-MM-DD', lib/api's remittanceDatesOf) and the paying account's last five digits. */
export function AtmRemittance({ formik, days }: PartProps & { days: readonly string[] }) {
  return (
    <div className={styles.nested}>
      <SelectField
        label="匯款日期"
        options={days.map((day) => ({ value: day, label: formatDate(day) }))}
        placeholder="請選擇付款日期"
        {...formikSelect(formik, 'atm_day')}
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
