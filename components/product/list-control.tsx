'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef } from 'react';
import { LIST_PATH } from '@/lib/routes/product-list-query';
import styles from './list-controls.module.css';

type Props = {
  label: string;
  /** The select's query parameter. */
  name: string;
  value: string | number;
  options: { value: string | number; label: string }[];
  /** The other parameters the list keeps, sent along by the plain form (empty ones left out). */
  keep: Record<string, string | number | undefined>;
  /** Where choosing a value goes. */
  hrefOf: (value: string) => string;
  className?: string;
};

/**
 * A select of the product list's controls: choosing goes to the list it names; a plain GET form
 * underneath keeps it usable without JavaScript. A choice made before the page's scripts ran (the
 * page painted, its scripts still loading: the no-script button is not shown) is followed once they run.
 */
export function ListControl({ label, name, value, options, keep, hrefOf, className }: Props) {
  const router = useRouter();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // Once, at hydration: a choice made before the scripts ran is in the field, not yet followed. A value
  // none of the options holds (a category the API no longer lists) shows as the first option: no choice.
  const hydrationChecked = useRef(false);
  const offered = options.some((option) => String(option.value) === String(value));
  useEffect(() => {
    if (hydrationChecked.current) return;
    hydrationChecked.current = true;
    const chosen = select.current?.value;
    if (offered && chosen !== undefined && chosen !== String(value)) router.push(hrefOf(chosen));
  }, [router, hrefOf, value, offered]);
  return (
    <form action={LIST_PATH} method="get" className={className ? `${styles.control} ${className}` : styles.control}>
      {Object.entries(keep).map(([key, kept]) =>
        kept ? <input key={key} type="hidden" name={key} value={kept} /> : null,
      )}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={select}
        id={id}
        name={name}
        className={styles.select}
        value={value}
        onChange={(event) => router.push(hrefOf(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.apply}>
          套用
        </button>
      </noscript>
    </form>
  );
}
