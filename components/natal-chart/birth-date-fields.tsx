'use client';

import { daysInMonth, lunarLeapMonth, westernYear, yearOptions, type FortuneCalendar } from '@/lib/domain/fortune';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { CompactSelect } from '@/components/ui/form/compact-select';
import { FieldError } from '@/components/ui/form/field-error';
import { numberOptions, useChartForm } from './use-chart-form';
import styles from './natal-chart.module.css';

const CALENDARS = ['國曆', '農曆', '西元'].map((calendar) => ({ value: calendar, label: calendar }));
const LEAP_CHOICES = [
  { value: '0', label: '非閏月' },
  { value: '1', label: '閏月' },
];

/** The birth date: calendar, then year / month / day lists that follow it, and the lunar leap-month choice. */
export function BirthDateFields() {
  const { values, setFieldValue, getFieldProps, shown, choice } = useChartForm();
  const calendar = (values.fortune_calendar || '國曆') as FortuneCalendar;
  const year = Number(values.fortune_year) || undefined;
  const month = Number(values.fortune_month) || undefined;
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
  const changeMonthOrYear = (field: 'fortune_year' | 'fortune_month', value: string) => {
    void setFieldValue(field, value);
    const nextDays = daysInMonth(
      calendar,
      field === 'fortune_year' ? Number(value) || undefined : year,
      field === 'fortune_month' ? Number(value) || undefined : month,
    );
    if (Number(values.fortune_day) > nextDays) void setFieldValue('fortune_day', '', false);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>出生日期</legend>
      <div className={styles.inline}>
        <CompactSelect
          label="曆法"
          placeholder="請選擇"
          options={CALENDARS}
          value={values.fortune_calendar}
          onChange={(e) => void changeCalendar(e.target.value)}
          aria-invalid={!!shown('fortune_calendar')}
        />
        <CompactSelect
          label="年"
          placeholder="年"
          options={yearOptions(calendar).map((option) => ({
            value: String(option),
            label: calendar === '西元' ? `${option}年` : `民國${option}年`,
          }))}
          value={values.fortune_year}
          onChange={(e) => changeMonthOrYear('fortune_year', e.target.value)}
        />
        <CompactSelect
          label="月"
          placeholder="月"
          options={numberOptions(1, 12, (option) => `${option}月`)}
          value={values.fortune_month}
          onChange={(e) => changeMonthOrYear('fortune_month', e.target.value)}
        />
        <CompactSelect
          label="日"
          placeholder="日"
          options={numberOptions(1, daysInMonth(calendar, year, month), (option) => `${option}日`)}
          {...getFieldProps('fortune_day')}
        />
      </div>
      <FieldError message={shown('fortune_calendar')} />
      {calendar === '農曆' && (
        <ChoiceGroup
          legend="是否閏月"
          inline
          choices={LEAP_CHOICES}
          {...choice('fortune_is_leap')}
          hint={leapMonth ? `該年閏${leapMonth}月` : year ? '該年無閏月' : undefined}
        />
      )}
      <FieldError message={shown('fortune_birth_date')} />
    </fieldset>
  );
}
