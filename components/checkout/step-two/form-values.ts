import type { FormikProps } from 'formik';
import type { DetailsValues } from '@/lib/domain/checkout/details';

/** Step 2's form: the draft's details and the sales territory (kept apart in the draft). */
export type StepTwoValues = DetailsValues & { sale_territory: string };

export type StepTwoFormik = FormikProps<StepTwoValues>;

/** A field's error once the member left the field or pressed next. */
export function shownError(formik: StepTwoFormik, field: keyof StepTwoValues): string | undefined {
  const error = formik.errors[field];
  return (formik.touched[field] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}
