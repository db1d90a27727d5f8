'use client';

import { CompactSelect } from '@/components/ui/form/compact-select';
import { FieldError } from '@/components/ui/form/field-error';
import { numberOptions, useChartForm } from './use-chart-form';
import styles from './natal-chart.module.css';

const twoDigits = (from: number, to: number, unit: string) =>
  numberOptions(from, to, (value) => `${String(value).padStart(2, '0')}${unit}`);
const TIME_PARTS = [
  { field: 'fortune_hour', unit: '時', options: twoDigits(0, 23, '時') },
  { field: 'fortune_minute', unit: '分', options: twoDigits(0, 59, '分') },
] as const;

/** The birth time: hour and minute, or 吉時 (the time unknown), which empties and disables them. */
export function BirthTimeFields() {
  const { values, setFieldValue, getFieldProps, shown } = useChartForm();
  return (
    <fieldset className={styles.fieldset}>
      <legend>出生時間</legend>
      <div className={styles.inline}>
        {TIME_PARTS.map(({ field, unit, options }) => (
          <CompactSelect
            key={field}
            label={unit}
            placeholder={unit}
            options={options}
            {...getFieldProps(field)}
            disabled={values.lucky}
            aria-invalid={!!shown(field)}
          />
        ))}
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={values.lucky}
            onChange={(e) => {
              void setFieldValue('fortune_hour', '', false);
              void setFieldValue('fortune_minute', '', false);
              void setFieldValue('lucky', e.target.checked);
            }}
          />
          吉時（不知道出生時間）
        </label>
      </div>
      <FieldError message={shown('fortune_hour') || shown('fortune_minute')} />
    </fieldset>
  );
}
