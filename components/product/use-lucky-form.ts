'use client';

import { useFormik } from 'formik';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/errors';
import type { CartLine, Character } from '@/lib/contract/types';
import {
  CART_MESSAGES,
  cartFortuneOf,
  PERSONALISATION_ERROR_SCROLL_OFFSET,
  personalisationSchema,
  sameFortune,
  type CartFortune,
  type Personalisation,
} from '@/lib/domain/cart';
import { chartMessage } from './lucky-chart';

/**
 * What the form hands back: the chosen chart's fortune fields (M §3, what the spec's API reads) with its id (the
 * shop's addition), the word and sizes, and the answer to the 12-instalment question.
 */
export type LuckyFormValues = Personalisation & CartFortune & { is_installment: 0 | 1 };

type Values = {
  character_id: string;
  fortune_word: string;
  fortune_ring_size: string;
  fortune_finger: string;
  fortune_wrist_size: string;
};
export type Field = keyof Values;

/** The order the fields appear in: the first failing one is the message shown. */
const FIELDS: readonly Field[] = [
  'character_id',
  'fortune_word',
  'fortune_ring_size',
  'fortune_finger',
  'fortune_wrist_size',
];

type Options = {
  productNumber: string;
  initial?: CartLine;
  /** The member's saved charts: the chosen one is checked with the chart's own rules. */
  charts: Character[] | undefined;
  onSubmit: (values: LuckyFormValues) => Promise<void>;
};

/**
 * The lucky form's state: the personalisation checked with the schema the API uses (on failure the page
 * scrolls to offset 460, focus moves to the first failing field and its message is the summary), then
 * the instalment question, then the submission.
 */
export function useLuckyForm({ productNumber, initial, charts, onSubmit }: Options) {
  const id = useId();
  const [attempted, setAttempted] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'installment'>('form');
  const [busy, setBusy] = useState(false);
  const schema = personalisationSchema(productNumber);

  const formik = useFormik<Values>({
    initialValues: {
      character_id: initial?.character_id ? String(initial.character_id) : '',
      fortune_word: initial?.fortune_word ?? '',
      fortune_ring_size: initial?.fortune_ring_size ?? '',
      fortune_finger: initial?.fortune_finger ?? '',
      fortune_wrist_size: initial?.fortune_wrist_size ?? '',
    },
    validationSchema: schema,
    validate: async (values) => {
      const chart = charts?.find((candidate) => String(candidate.id) === values.character_id);
      // The line carries the chart's own fields (M §3): a chart not among the member's cannot be sent.
      if (values.character_id && !chart) return { character_id: CART_MESSAGES.chartMissing };
      const message = await chartMessage(chart);
      return message ? { character_id: message } : {};
    },
    validateOnBlur: false,
    onSubmit: () => undefined,
  });

  // A line answered without character_id (an addition of ours, M §3 has none): its chart is the saved one with its fields.
  const { setFieldValue } = formik;
  const unnamed = !!initial && initial.character_id == null;
  useEffect(() => {
    if (!unnamed || !initial?.fortune_name || !charts) return;
    const chart = charts.find((candidate) => sameFortune(initial, cartFortuneOf(candidate)));
    if (chart) void setFieldValue('character_id', String(chart.id), false);
  }, [unnamed, initial, charts, setFieldValue]);

  const shown = (field: Field) => (attempted ? formik.errors[field] : undefined);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const errors = await formik.validateForm();
    const first = FIELDS.find((field) => errors[field]);
    if (first) {
      setSummary(errors[first] ?? null);
      window.scrollTo({ top: PERSONALISATION_ERROR_SCROLL_OFFSET, behavior: 'smooth' });
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSummary(null);
    setStep('installment');
  };

  const send = async (installment: 0 | 1) => {
    setBusy(true);
    try {
      const values = schema.cast(formik.values, { stripUnknown: true }) as Personalisation;
      const chart = charts?.find((candidate) => candidate.id === values.character_id);
      if (!chart) throw new Error('the chosen chart is not among the member’s charts'); // the check above found it
      await onSubmit({ ...values, ...cartFortuneOf(chart), is_installment: installment });
    } catch (error) {
      setSummary(error instanceof ApiError ? error.message : '系統錯誤，請稍後再試');
      setStep('form');
    } finally {
      setBusy(false);
    }
  };

  /** A select or radio group of one field: its id is what a failure moves focus to. */
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    value: formik.values[field],
    onChange: (value: string) => void formik.setFieldValue(field, value),
    error: shown(field),
  });

  return { id, formik, summary, step, setStep, busy, check, send, fieldProps };
}
