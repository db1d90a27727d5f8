'use client';

import { useId } from 'react';
import { Formik, Form, useFormikContext, type FormikHelpers } from 'formik';
import {
  chartSchema,
  daysInMonth,
  lunarLeapMonth,
  westernYear,
  yearOptions,
  type ChartFormValues,
  type FortuneCalendar,
} from '@/lib/domain/fortune';
import { FieldError } from '@/components/ui/form/field-error';
import base from '@/components/ui/panel.module.css';
import styles from './natal-chart.module.css';

type Props = {
  initialValues: ChartFormValues;
  submitLabel: string;
  /** Saves the values; resolves to an error text to show on the form, or undefined when saved. */
  onSave: (values: ChartFormValues) => Promise<string | undefined>;
  onCancel?: () => void;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const HOURS = range(0, 23);
const MINUTES = range(0, 59);
const MONTHS = range(1, 12);

/**
 * The natal chart form (spec-coverage “Natal charts”): name, gender, calendar, year / month / day lists that
 * follow the calendar, the lunar leap-month choice, hour and minute, and 吉時 which disables the time.
 * Nothing is sent while the form has errors; saving is blocked while a submission runs.
 */
export function ChartForm({ initialValues, submitLabel, onSave, onCancel }: Props) {
  const submit = async (values: ChartFormValues, helpers: FormikHelpers<ChartFormValues>) => {
    helpers.setStatus(undefined);
    const error = await onSave(values);
    if (error) helpers.setStatus(error);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={chartSchema} onSubmit={submit} enableReinitialize>
      <ChartFields submitLabel={submitLabel} onCancel={onCancel} />
    </Formik>
  );
}

function ChartFields({ submitLabel, onCancel }: Pick<Props, 'submitLabel' | 'onCancel'>) {
  const id = useId();
  const { values, errors, submitCount, status, isSubmitting, setFieldValue, getFieldProps, resetForm } = useFormikContext<ChartFormValues>();
  // Messages show after the first save attempt, so nothing moves under the pointer while a field blurs.
  const shown = (field: keyof ChartFormValues | 'fortune_birth_date') => (submitCount > 0 ? (errors as Record<string, string | undefined>)[field] : undefined);

  const calendar = (values.fortune_calendar || '國曆') as FortuneCalendar;
  const year = Number(values.fortune_year) || undefined;
  const month = Number(values.fortune_month) || undefined;
  const days = daysInMonth(calendar, year, month);
  const leapMonth = calendar === '農曆' && year ? lunarLeapMonth(westernYear(calendar, year)) : 0;

  /** Keeps the same year when switching between 西元 and 民國, and drops a day the month lacks. */
  const changeCalendar = async (next: string) => {
    const previous = values.fortune_calendar;
    if (values.fortune_year && previous && next && (previous === '西元') !== (next === '西元')) {
      const y = Number(values.fortune_year);
      await setFieldValue('fortune_year', String(next === '西元' ? y + 1911 : y - 1911), false);
    }
    if (next !== '農曆') await setFieldValue('fortune_is_leap', '', false);
    await setFieldValue('fortune_calendar', next);
  };
  const clampDay = (nextDays: number) => {
    if (Number(values.fortune_day) > nextDays) void setFieldValue('fortune_day', '', false);
  };

  const nameError = shown('fortune_name');
  const genderError = shown('fortune_gender');
  const calendarError = shown('fortune_calendar');
  const dateError = shown('fortune_birth_date');
  const leapError = shown('fortune_is_leap');
  const timeError = shown('fortune_hour') || shown('fortune_minute');

  return (
    <Form className={styles.form} noValidate aria-label={submitLabel === '新增' ? '新增命盤' : '編輯命盤'}>
      <div className={base.field}>
        <label htmlFor={`${id}-name`}>姓名</label>
        <input id={`${id}-name`} className={base.input} {...getFieldProps('fortune_name')} aria-invalid={!!nameError} maxLength={60} />
        <FieldError message={nameError} />
      </div>

      <fieldset className={styles.fieldset}>
        <legend>性別</legend>
        {(['M', 'F'] as const).map((gender) => (
          <label key={gender} className={styles.choice}>
            <input type="radio" name="fortune_gender" value={gender} checked={values.fortune_gender === gender} onChange={() => void setFieldValue('fortune_gender', gender)} />
            {gender === 'M' ? '男' : '女'}
          </label>
        ))}
        <FieldError message={genderError} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>出生日期</legend>
        <div className={styles.inline}>
          <label>
            <span className={styles.visuallyHidden}>曆法</span>
            <select className={base.input} aria-label="曆法" value={values.fortune_calendar} onChange={(e) => void changeCalendar(e.target.value)} aria-invalid={!!calendarError}>
              <option value="">請選擇</option>
              <option value="國曆">國曆</option>
              <option value="農曆">農曆</option>
              <option value="西元">西元</option>
            </select>
          </label>
          <select
            className={base.input}
            aria-label="年"
            value={values.fortune_year}
            onChange={(e) => {
              void setFieldValue('fortune_year', e.target.value);
              clampDay(daysInMonth(calendar, Number(e.target.value) || undefined, month));
            }}
          >
            <option value="">年</option>
            {yearOptions(calendar).map((option) => (
              <option key={option} value={String(option)}>
                {calendar === '西元' ? `${option}年` : `民國${option}年`}
              </option>
            ))}
          </select>
          <select
            className={base.input}
            aria-label="月"
            value={values.fortune_month}
            onChange={(e) => {
              void setFieldValue('fortune_month', e.target.value);
              clampDay(daysInMonth(calendar, year, Number(e.target.value) || undefined));
            }}
          >
            <option value="">月</option>
            {MONTHS.map((option) => (
              <option key={option} value={String(option)}>
                {option}月
              </option>
            ))}
          </select>
          <select className={base.input} aria-label="日" {...getFieldProps('fortune_day')}>
            <option value="">日</option>
            {range(1, days).map((option) => (
              <option key={option} value={String(option)}>
                {option}日
              </option>
            ))}
          </select>
        </div>
        <FieldError message={calendarError} />
        {calendar === '農曆' && (
          <div className={styles.inline} role="radiogroup" aria-label="是否閏月">
            {(['0', '1'] as const).map((leap) => (
              <label key={leap} className={styles.choice}>
                <input
                  type="radio"
                  name="fortune_is_leap"
                  value={leap}
                  checked={values.fortune_is_leap === leap}
                  onChange={() => void setFieldValue('fortune_is_leap', leap)}
                />
                {leap === '1' ? '閏月' : '非閏月'}
              </label>
            ))}
            <span className={base.hint}>{leapMonth ? `該年閏${leapMonth}月` : year ? '該年無閏月' : ''}</span>
          </div>
        )}
        <FieldError message={leapError} />
        <FieldError message={dateError} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>出生時間</legend>
        <div className={styles.inline}>
          <select className={base.input} aria-label="時" {...getFieldProps('fortune_hour')} disabled={values.lucky} aria-invalid={!!shown('fortune_hour')}>
            <option value="">時</option>
            {HOURS.map((option) => (
              <option key={option} value={String(option)}>
                {String(option).padStart(2, '0')}時
              </option>
            ))}
          </select>
          <select className={base.input} aria-label="分" {...getFieldProps('fortune_minute')} disabled={values.lucky} aria-invalid={!!shown('fortune_minute')}>
            <option value="">分</option>
            {MINUTES.map((option) => (
              <option key={option} value={String(option)}>
                {String(option).padStart(2, '0')}分
              </option>
            ))}
          </select>
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
        <FieldError message={timeError} />
      </fieldset>

      {status && (
        <p className={base.error} role="alert">
          {status}
        </p>
      )}
      <div className={base.actions}>
        <button type="submit" className={base.button} disabled={isSubmitting} aria-busy={isSubmitting}>
          {submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            className={base.secondary}
            onClick={() => {
              resetForm();
              onCancel();
            }}
          >
            取消
          </button>
        )}
      </div>
    </Form>
  );
}
