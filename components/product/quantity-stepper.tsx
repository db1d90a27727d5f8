'use client';

import { useId, useState } from 'react';
import { CART_MESSAGES } from '@/lib/domain/cart/messages';
import styles from './product-actions.module.css';

type Props = { limit: number; value: number; onChange: (quantity: number) => void };

/**
 * The quantity of an add (spec-coverage “Product page: cart and favourites” "Quantity"): 1 to the line limit, 已售完 when the limit is 0;
 * a limit of 1 (lucky items) is shown as a fixed 1.
 */
export function QuantityStepper({ limit, value, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (quantity: number) => Math.min(limit, Math.max(1, Math.floor(quantity)));

  if (limit <= 0) return <p className={styles.soldOut}>{CART_MESSAGES.soldOut}</p>;
  if (limit === 1) return <p className={styles.fixed}>數量：1</p>;

  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>數量</label>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label="減少數量"
          aria-controls={id}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          step={1}
          value={draft ?? String(value)}
          aria-describedby={`${id}-limit`}
          onChange={(event) => {
            const typed = Number(event.target.value);
            if (event.target.value === '' || !Number.isFinite(typed)) return setDraft(event.target.value);
            setDraft(String(clamp(typed)));
            onChange(clamp(typed));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          aria-label="增加數量"
          aria-controls={id}
          disabled={value >= limit}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
      <span id={`${id}-limit`} className={styles.limit}>
        每筆最多 {limit} 件
      </span>
    </div>
  );
}
