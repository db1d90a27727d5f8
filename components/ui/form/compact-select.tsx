'use client';

import type { ComponentProps } from 'react';
import base from '@/components/ui/panel.module.css';
import type { Option } from './select-field';

type Props = Omit<ComponentProps<'select'>, 'children' | 'aria-label'> & {
  /** The select's name for screen readers: a row's legend says what the row is, the placeholder what this one is. */
  label: string;
  /** The empty first option, shown while nothing is chosen (年, 月, 日…). */
  placeholder: string;
  options: readonly Option[];
};

/** A select of a row of selects (a date, a time) without a label of its own. */
export function CompactSelect({ label, placeholder, options, className, ...select }: Props) {
  return (
    <select {...select} aria-label={label} className={className ? `${base.input} ${className}` : base.input}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
