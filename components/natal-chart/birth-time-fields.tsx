'use client';

import { CompactSelect } from '@/components/ui/form/compact-select';
import { FieldError } from '@/components/ui/form/field-error';
import { numberOptions, useChartForm } from './use-chart-form';
import styles from './natal-chart.module.css';

const HOURS = numberOptions(0, 23, (hour) => `${String(hour).padStart(2, '0')}時`);
const MINUTES = numberOptions(0, 59, (minute) => `${String(minute).padStart(2, '0')}分`);

/** The birth time: hour and minute, or 吉時 (the time unknown), which empties and disables them. */
export function BirthTimeFields() {
  const { values, setFieldValue, getFieldProps, shown } = useChartForm();
  return (
    <fieldset className={styles.fieldset}>
      <legend>出生時間</legend>
      <div className={styles.inline}>
        <CompactSelect
          label="時"
          placeholder="時"
          options={HOURS}
          {...getFieldProps('fortune_hour')}
          disabled={values.lucky}
          aria-invalid={!!shown('fortune_hour')}
        />
        <CompactSelect
          label="分"
          placeholder="分"
          options={MINUTES}
          {...getFieldProps('fortune_minute')}
          disabled={values.lucky}
          aria-invalid={!!shown('fortune_minute')}
        />
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
