'use client';

import { useId, type ReactNode } from 'react';
import base from '@/components/ui/panel.module.css';
import { describedByOf, FieldMessage } from './field-error';

export type Choice = { value: string; label: ReactNode; disabled?: boolean };

type Props = {
  legend: string;
  name: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string;
  inline?: boolean;
  /** Shown under the group while there is no error. */
  hint?: string;
  /** A bordered group whose many short choices sit in equal columns (fingers, sizes). */
  framed?: boolean;
  /** The first radio's id, where a form moves focus to the group by id. */
  id?: string;
};

/** A radio group as a fieldset with its legend; its error is announced with the group (aria-describedby). */
export function ChoiceGroup({
  legend,
  name,
  value,
  choices,
  onChange,
  error,
  inline,
  hint,
  framed,
  id: firstId,
}: Props) {
  const id = useId();
  const describedBy = describedByOf(id, error, hint);
  return (
    <fieldset
      className={framed ? base.framedChoices : base.choices}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className={framed ? base.choiceColumns : inline ? base.inline : base.choices}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={framed ? base.columnChoice : base.choice}>
            <input
              type="radio"
              id={index === 0 ? firstId : undefined}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}
