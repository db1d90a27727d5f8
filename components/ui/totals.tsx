import { useId, type ReactNode } from 'react';
import styles from './totals.module.css';

/** A total's name, its figure, and whether it is the amount to pay (shown larger). */
export type TotalRow = readonly [term: string, value: ReactNode, grand?: boolean];

/** An order's totals as name and figure pairs (the cart, checkout and the order's page share the look). */
export function TotalsList({ rows, label }: { rows: readonly TotalRow[]; label?: string }) {
  return (
    <dl className={styles.list} aria-label={label}>
      {rows.map(([term, value, grand]) => (
        <div key={term} className={grand ? styles.grand : undefined}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The totals of the step the member is on, in their own region (訂單金額): on a phone it stays at the
 * screen's bottom while the step is on the screen, so the amount is in view beside every line and at
 * the step's button.
 */
export function StickyTotals({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.sticky} aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        訂單金額
      </h2>
      {children}
    </section>
  );
}
