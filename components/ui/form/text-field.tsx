'use client';

import type { FormikProps } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import { shownError } from './formik-field';
import { describedByOf, FieldMessage } from './field-error';
import styles from '@/components/ui/panel.module.css';

type Props<V> = {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  /** Rewrites the typed value (e.g. strip full-width characters from passwords). */
  transform?: (value: string) => string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'form'>;

/** A labelled formik text input with its error under it (shown after the first submit or once touched). */
export function TextField<V>({ formik, name, label, transform, hint, ...input }: Props<V>) {
  const id = useId();
  const error = shownError(formik, name);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className={styles.input}
        value={String(formik.values[name] ?? '')}
        onChange={(event) =>
          void formik.setFieldValue(name, transform ? transform(event.target.value) : event.target.value)
        }
        onBlur={formik.handleBlur}
        aria-invalid={!!error}
        aria-describedby={describedByOf(id, error, hint)}
        {...input}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
