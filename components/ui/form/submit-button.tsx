'use client';

import { useEffect, useState } from 'react';
import styles from '@/components/ui/panel.module.css';

export type ButtonState = 'static' | 'loading' | 'success' | 'error';

const SUCCESS_MS = 1500;

/** The error state: a submission was tried and the form still has field errors. */
export const hasSubmittedErrors = (formik: { submitCount: number; errors: object }) =>
  formik.submitCount > 0 && Object.keys(formik.errors).length > 0;

/**
 * The form button of spec-coverage “Members: session and screens”: static; loading while submitting; success for about 1.5 s,
 * then static again; error while the form has field errors. Disabled while loading.
 */
export function SubmitButton({
  label,
  submitting,
  hasErrors,
  succeededAt,
  disabled,
}: {
  label: string;
  submitting: boolean;
  hasErrors: boolean;
  /** A changing value (e.g. Date.now()) each time a submission succeeds. */
  succeededAt?: number;
  disabled?: boolean;
}) {
  const [settled, setSettled] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!succeededAt) return;
    const timer = setTimeout(() => setSettled(succeededAt), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeededAt]);
  const success = !!succeededAt && settled !== succeededAt;
  const state: ButtonState = submitting ? 'loading' : hasErrors ? 'error' : success ? 'success' : 'static';
  return (
    <button
      type="submit"
      className={styles.button}
      data-state={state}
      disabled={submitting || disabled}
      aria-busy={submitting}
    >
      {state === 'loading' ? '處理中…' : state === 'success' ? `${label}成功` : label}
    </button>
  );
}
