'use client';

import { useFormik, type FormikErrors } from 'formik';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { PaymentMethod, RemittanceDay } from '@/lib/contract/types';
import { formatDate } from '@/lib/domain/format';
import { ORDER_MESSAGES } from '@/lib/domain/orders/messages';
import { installmentLabel, installmentOptions, isAtmPayment, isCardPayment, onlyInstallment, paymentErrors, type PaymentErrors, type PaymentValues } from '@/lib/domain/checkout/payment';
import { stepPath } from '@/lib/domain/checkout/steps';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import buttons from '@/components/ui/button.module.css';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { focusFirstError } from '@/components/ui/form/focus-first-error';
import { SelectField } from '@/components/ui/form/select-field';
import { PreviewTotals } from '../preview-totals';
import styles from '../checkout.module.css';

/** A method's description as plain text (the API's HTML is never rendered in the browser). */
const asText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

type Props = {
  methods: readonly PaymentMethod[];
  days: readonly RemittanceDay[];
  initial: PaymentValues;
  totals: { goods: number; shipping: number; total: number; pv: number };
  productNumbers: readonly string[];
  postalCode: string | null;
  onChange: (values: PaymentValues) => void;
  onNext: (values: PaymentValues) => void;
};

/**
 * Step 3 "payment" (spec-coverage “Checkout pages”): a method of GET payment-methods; card payments their
 * instalment periods (by the total with shipping; 12 only on an all-lucky order; never past the method's
 * `max_installment`);
 * ATM a remittance date and the paying account's last five digits. 01065 to an outlying island is
 * refused for the whole form.
 */
export function PaymentForm({ methods, days, initial, totals, productNumbers, postalCode, onChange, onNext }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const periodsOf = (payment: string) => installmentOptions(payment, methods, totals.total, productNumbers);
  /** A card payment with one period allowed takes it: a choice of one is no choice. */
  const withOnlyPeriod = (values: PaymentValues): PaymentValues => {
    const only = onlyInstallment(periodsOf(values.payment));
    return only ? { ...values, installment: only } : values;
  };
  const formik = useFormik<PaymentValues>({
    initialValues: withOnlyPeriod(initial),
    validate: (values) => paymentErrors(values, { methods, total: totals.total, productNumbers, postalCode }) as FormikErrors<PaymentValues>,
    // A synchronous submit stays "submitting" in formik until told otherwise; Next keeps this step for
    // 上一步 from step 4, where 下一步 must not come back stuck on 處理中….
    onSubmit: (values, { setSubmitting }) => {
      onNext(values);
      setSubmitting(false);
    },
  });
  const { values, submitCount, isSubmitting } = formik;
  const errors = formik.errors as PaymentErrors;
  const shown = (field: keyof PaymentValues) => (submitCount > 0 || formik.touched[field] ? errors[field] : undefined);

  // Only what the member changed (see DetailsForm: a kept step shown again must not refill a cleared draft).
  const kept = useRef(values);
  useEffect(() => {
    if (kept.current === values) return;
    kept.current = values;
    onChange(values);
  }, [values, onChange]);
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) focusFirstError(formRef.current);
  }, [submitCount, isSubmitting]);

  const periods = periodsOf(values.payment);
  const refused = submitCount > 0 && !isSubmitting && Object.keys(errors).length > 0;

  return (
    <form ref={formRef} className={styles.step} onSubmit={formik.handleSubmit} noValidate aria-label="付款資訊">
      <section className={styles.section} aria-labelledby="checkout-amount">
        <h2 id="checkout-amount" className={styles.sectionTitle}>
          訂單金額
        </h2>
        <PreviewTotals {...totals} />
      </section>
      <section className={styles.section} aria-labelledby="checkout-payment">
        <h2 id="checkout-payment" className={styles.sectionTitle}>
          付款資訊
        </h2>
        <ChoiceGroup
          legend="付款方式"
          name="payment"
          value={values.payment}
          choices={methods.map((method) => ({
            value: String(method.id),
            label: (
              <>
                <strong>{method.name}</strong>
                {method.content ? <span className={styles.choiceHint}>{asText(method.content)}</span> : null}
              </>
            ),
          }))}
          onChange={(value) => void formik.setValues(withOnlyPeriod({ ...values, payment: value as PaymentValues['payment'], installment: '' }))}
          error={shown('payment')}
        />
        {isCardPayment(values.payment) && periods.length === 1 ? (
          <dl className={`${styles.nested} ${styles.facts}`}>
            <div className={styles.factRow}>
              <dt>分期期數</dt>
              <dd>{installmentLabel(periods[0])}</dd>
            </div>
          </dl>
        ) : isCardPayment(values.payment) ? (
          <div className={styles.nested}>
            <SelectField
              label="分期期數"
              name="installment"
              value={values.installment}
              options={periods.map((count) => ({ value: String(count), label: installmentLabel(count) }))}
              placeholder="請選擇分期期數"
              onChange={(value) => void formik.setFieldValue('installment', value)}
              onBlur={() => void formik.setFieldTouched('installment', true)}
              error={shown('installment')}
            />
          </div>
        ) : null}
        {isAtmPayment(values.payment) ? (
          <div className={styles.nested}>
            <SelectField
              label="匯款日期"
              name="atm_day"
              value={values.atm_day}
              options={days.map((day) => ({ value: day.day, label: formatDate(day.day) }))}
              placeholder="請選擇付款日期"
              onChange={(value) => void formik.setFieldValue('atm_day', value)}
              onBlur={() => void formik.setFieldTouched('atm_day', true)}
              error={shown('atm_day')}
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
        ) : null}
      </section>
      <div role="alert">
        {submitCount > 0 && errors.form ? (
          <p className={styles.warning}>
            {errors.form} <Link href={stepPath(2)}>返回填寫資料</Link>
          </p>
        ) : refused ? (
          <p className={styles.warning}>{ORDER_MESSAGES.fixFields}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Link href={stepPath(2)} className={buttons.secondary}>
          上一步
        </Link>
        <SubmitButton label="下一步" submitting={isSubmitting} hasErrors={refused} />
      </div>
    </form>
  );
}
