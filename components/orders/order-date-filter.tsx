'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { orderDateLimits, orderRangeErrors, type OrderDateRange } from '@/lib/domain/orders/order-dates';
import styles from './orders.module.css';

type Props = {
  /** The range the list shows now (the form starts from it). */
  range: OrderDateRange;
  /** Taiwan's today, 'YYYY-MM-DD'. */
  today: string;
  onSearch: (range: OrderDateRange) => void;
};

const slashes = (day: string) => day.replace(/-/g, '/');

/**
 * The order list's date picker (spec-coverage “Order history pages”): two labelled native date fields limited to
 * 1 January of last year through today. Checked here rather than by the browser, so that what is
 * wrong is said in Chinese, beside its field, and announced.
 */
export function OrderDateFilter({ range, today, onSearch }: Props) {
  const id = useId();
  const [values, setValues] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<keyof OrderDateRange, string>>>({});
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const limits = orderDateLimits(today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = orderRangeErrors(values.from, values.to, today);
    setErrors(found);
    if (found.from) fromRef.current?.focus();
    else if (found.to) toRef.current?.focus();
    else onSearch(values);
  };

  const field = (name: keyof OrderDateRange, label: string, ref: typeof fromRef) => {
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          ref={ref}
          id={`${id}-${name}`}
          type="date"
          className={styles.input}
          min={limits.min}
          max={limits.max}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.filter} role="search" aria-label="依訂購日期查詢" noValidate onSubmit={submit}>
      {field('from', '開始日期', fromRef)}
      {field('to', '結束日期', toRef)}
      <button type="submit" className={styles.search}>
        查詢
      </button>
      <p id={`${id}-hint`} className={styles.hint}>
        可查詢 {slashes(limits.min)} 至 {slashes(limits.max)} 的訂單
      </p>
    </form>
  );
}
