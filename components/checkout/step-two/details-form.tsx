'use client';

import { useFormik } from 'formik';
import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import type { GeneralAddress, LoveCode, Member, Office } from '@/lib/contract/types';
import { detailsErrors } from '@/lib/domain/checkout/details';
import { ORDER_MESSAGES } from '@/lib/domain/orders/messages';
import { stepPath } from '@/lib/domain/checkout/steps';
import { FormFailure } from '@/components/ui/form/form-failure';
import { SubmitButton } from '@/components/ui/form/submit-button';
import buttons from '@/components/ui/button.module.css';
import { focusFirstError } from '@/components/ui/form/focus-first-error';
import styles from '../checkout.module.css';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import type { StepTwoValues } from './form-values';
import { InvoiceSection } from './invoice-section';
import { TerritorySection } from './territory-section';

type Props = {
  member: Member;
  business: boolean;
  offices: readonly Office[];
  addresses: readonly GeneralAddress[];
  loveCodes: readonly LoveCode[];
  initial: StepTwoValues;
  /** Every change, so the draft keeps what was typed. */
  onChange: (values: StepTwoValues) => void;
  /** Next with valid values; resolves a failure message, or null when step 3 opens. */
  onNext: (values: StepTwoValues) => Promise<string | null>;
};

/**
 * Step 2 "fill in data" (spec-coverage “Checkout pages”): sales territory, contact person, delivery and invoice,
 * validated with the order payload's shared schema (lib/domain/checkout/details `detailsErrors`), each
 * error on its own field; a refused next announces it and focuses the first invalid field.
 */
export function DetailsForm({ member, business, offices, addresses, loveCodes, initial, onChange, onNext }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<StepTwoValues>({
    initialValues: initial,
    validate: (values) => detailsErrors(values, values.sale_territory, business),
    onSubmit: async (values) => setFailure(await onNext(values)),
  });

  // Only what the member changed: Next shows a kept (hidden) step again on Back, which re-runs effects,
  // and an order placed meanwhile has cleared the draft these values must not come back into.
  const kept = useRef(formik.values);
  useEffect(() => {
    if (kept.current === formik.values) return;
    kept.current = formik.values;
    onChange(formik.values);
  }, [formik.values, onChange]);

  const refused = formik.submitCount > 0 && !formik.isSubmitting && Object.keys(formik.errors).length > 0;
  const { submitCount, isSubmitting } = formik;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) focusFirstError(formRef.current);
  }, [submitCount, isSubmitting]);

  return (
    <form ref={formRef} className={styles.step} onSubmit={formik.handleSubmit} noValidate aria-label="填寫資料">
      <TerritorySection formik={formik} offices={offices} />
      <ContactSection member={member} />
      <DeliverySection formik={formik} offices={offices} addresses={addresses} />
      <InvoiceSection formik={formik} business={business} member={member} offices={offices} loveCodes={loveCodes} />
      <div role="alert">{refused ? <p className={styles.warning}>{ORDER_MESSAGES.fixFields}</p> : null}</div>
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <Link href={stepPath(1)} className={buttons.secondary}>
          上一步
        </Link>
        <SubmitButton label="下一步" submitting={formik.isSubmitting} hasErrors={refused} />
      </div>
    </form>
  );
}
