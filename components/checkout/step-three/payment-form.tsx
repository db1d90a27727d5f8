'use client';

import { useFormik, type FormikErrors } from 'formik';
import { Link } from '@/components/ui/link';
import { startTransition, useEffect, useRef } from 'react';
import type { PaymentMethod } from '@/lib/contract/types';
import { ORDER_MESSAGES } from '@/lib/domain/orders/messages';
import {
  installmentOptions,
  isAtmPayment,
  isCardPayment,
  onlyInstallment,
  paymentErrors,
  type PaymentErrors,
  type PaymentValues,
} from '@/lib/domain/checkout/payment';
import { stepPath } from '@/lib/domain/checkout/steps';
import { SubmitButton } from '@/components/ui/form/submit-button';
import buttons from '@/components/ui/button.module.css';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { focusFirstError } from '@/components/ui/form/focus-first-error';
import { shownError } from '@/components/ui/form/formik-field';
import { PreviewTotals } from '../preview-totals';
import { AtmRemittance, CardInstallment } from './payment-details';
import styles from '../checkout.module.css';

/** A method's description as plain text (the API's HTML is never rendered in the browser). */
const asText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Props = {
  methods: readonly PaymentMethod[];
  days: readonly string[];
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
 * `max_installment`, or M §9's thresholds when the API sends none);
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
    validate: (values) =>
      paymentErrors(values, {
        methods,
        total: totals.total,
        productNumbers,
        postalCode,
      }) as FormikErrors<PaymentValues>,
    // A synchronous submit stays "submitting" in formik until told otherwise; Next keeps this step for
    // 上一步 from step 4, where 下一步 must not come back stuck on 處理中….
    onSubmit: (values, { setSubmitting }) => {
      onNext(values);
      setSubmitting(false);
    },
  });
  const { values, submitCount, isSubmitting } = formik;
  const errors = formik.errors as PaymentErrors;

  // Only what the member changed (see DetailsForm: a kept step shown again must not refill a cleared draft).
  const kept = useRef(values);
  useEffect(() => {
    if (kept.current === values) return;
    kept.current = values;
    // The draft (and the step's island reading it) follows in a transition: a tapped payment paints first.
    startTransition(() => onChange(values));
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
          onChange={(value) =>
            void formik.setValues(
              withOnlyPeriod({ ...values, payment: value as PaymentValues['payment'], installment: '' }),
            )
          }
          error={shownError(formik, 'payment')}
        />
        {isCardPayment(values.payment) ? <CardInstallment formik={formik} periods={periods} /> : null}
        {isAtmPayment(values.payment) ? <AtmRemittance formik={formik} days={days} /> : null}
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
