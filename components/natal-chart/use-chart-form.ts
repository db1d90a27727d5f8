'use client';

import { useFormikContext } from 'formik';
import type { ChartFormValues } from '@/lib/domain/fortune';

export type ChartField = keyof ChartFormValues | 'fortune_birth_date';

/**
 * The chart form's state for its parts, and a field's message once a save was tried: nothing moves under
 * the pointer while a field blurs. `choice` binds a ChoiceGroup to a field, with that message.
 */
export function useChartForm() {
  const form = useFormikContext<ChartFormValues>();
  const shown = (field: ChartField) =>
    form.submitCount > 0 ? (form.errors as Record<string, string | undefined>)[field] : undefined;
  const choice = (field: 'fortune_gender' | 'fortune_is_leap') => ({
    name: field,
    value: form.values[field],
    onChange: (value: string) => void form.setFieldValue(field, value),
    error: shown(field),
  });
  return { ...form, shown, choice };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The options from..to, each labelled by `label`. */
export const numberOptions = (from: number, to: number, label: (value: number) => string) =>
  range(from, to).map((value) => ({ value: String(value), label: label(value) }));
