'use client';

import { useId } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { chartSchema, type ChartFormValues } from '@/lib/domain/fortune';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { FieldError } from '@/components/ui/form/field-error';
import base from '@/components/ui/panel.module.css';
import { BirthDateFields } from './birth-date-fields';
import { BirthTimeFields } from './birth-time-fields';
import { useChartForm } from './use-chart-form';
import styles from './natal-chart.module.css';

type Props = {
  initialValues: ChartFormValues;
  submitLabel: string;
  /** Saves the values; resolves to an error text to show on the form, or undefined when saved. */
  onSave: (values: ChartFormValues) => Promise<string | undefined>;
  onCancel?: () => void;
};

const GENDERS = [
  { value: 'M', label: '男' },
  { value: 'F', label: '女' },
];

/**
 * The natal chart form (spec-coverage “Natal charts”): name, gender, calendar, year / month / day lists that
 * follow the calendar, the lunar leap-month choice, hour and minute, and 吉時 which disables the time.
 * Nothing is sent while the form has errors; saving is blocked while a submission runs.
 */
export function ChartForm({ initialValues, submitLabel, onSave, onCancel }: Props) {
  const submit = async (values: ChartFormValues, helpers: FormikHelpers<ChartFormValues>) => {
    helpers.setStatus(undefined);
    const error = await onSave(values);
    if (error) helpers.setStatus(error);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={chartSchema} onSubmit={submit} enableReinitialize>
      <ChartFields submitLabel={submitLabel} onCancel={onCancel} />
    </Formik>
  );
}

function ChartFields({ submitLabel, onCancel }: Pick<Props, 'submitLabel' | 'onCancel'>) {
  const id = useId();
  const { status, isSubmitting, getFieldProps, resetForm, shown, choice } = useChartForm();
  const nameError = shown('fortune_name');

  return (
    <Form className={styles.form} noValidate aria-label={submitLabel === '新增' ? '新增命盤' : '編輯命盤'}>
      <div className={base.field}>
        <label htmlFor={`${id}-name`}>姓名</label>
        <input
          id={`${id}-name`}
          className={base.input}
          {...getFieldProps('fortune_name')}
          aria-invalid={!!nameError}
          maxLength={60}
        />
        <FieldError message={nameError} />
      </div>
      <ChoiceGroup legend="性別" framed choices={GENDERS} {...choice('fortune_gender')} />
      <BirthDateFields />
      <BirthTimeFields />

      {status && (
        <p className={base.error} role="alert">
          {status}
        </p>
      )}
      <div className={base.actions}>
        <button type="submit" className={base.button} disabled={isSubmitting} aria-busy={isSubmitting}>
          {submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            className={base.secondary}
            onClick={() => {
              resetForm();
              onCancel();
            }}
          >
            取消
          </button>
        )}
      </div>
    </Form>
  );
}
