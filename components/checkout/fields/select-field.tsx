'use client';

import { useId } from 'react';
import base from '@/components/ui/panel.module.css';

type Props = {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option (e.g. 請選擇營業所). */
  placeholder: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
};

/** A labelled select with its error under it, tied to it for screen readers. */
export function SelectField({ label, name, value, options, placeholder, onChange, onBlur, error, hint }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={base.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className={base.input} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} aria-invalid={!!error} aria-describedby={describedBy}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={base.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={base.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
