'use client';

import { useId } from 'react';
import base from '@/components/ui/panel.module.css';
import { describedByOf, FieldMessage } from './field-error';

export type Option = { value: string; label: string };
type OptionGroup = { group: string; options: readonly Option[] };

type Props = {
  label: string;
  name: string;
  value: string;
  /** The options, or groups of options (each an optgroup with its label). */
  options: readonly (Option | OptionGroup)[];
  /** The empty first option (e.g. 請選擇營業所). */
  placeholder: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  /** The select's id, where a form moves focus to it by id; a generated one otherwise. */
  id?: string;
};

const optionsOf = (options: readonly Option[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** A labelled select with its error under it, tied to it for screen readers. */
export function SelectField({
  label,
  name,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
  error,
  hint,
  id: givenId,
}: Props) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = describedByOf(id, error, hint);
  return (
    <div className={base.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={base.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={!!error}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((entry) =>
          'group' in entry ? (
            <optgroup key={entry.group} label={entry.group}>
              {optionsOf(entry.options)}
            </optgroup>
          ) : (
            optionsOf([entry])
          ),
        )}
      </select>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
