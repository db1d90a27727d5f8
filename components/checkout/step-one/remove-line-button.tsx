'use client';

import { useState } from 'react';
import type { CartLine } from '@/lib/contract/types';
import { afterPaint } from '@/lib/after-paint';
import styles from './step-one.module.css';

type Props = { line: CartLine; disabled: boolean; onRemove: (line: CartLine) => Promise<unknown> };

/**
 * A line's 移除. The tap paints only this button's busy state; the removal, which renders the whole
 * cart again (list, totals, rewards, badge), starts after that paint (a slow phone's INP, issue 37).
 * A refused removal rolls the line back and the button is free again.
 */
export function RemoveLineButton({ line, disabled, onRemove }: Props) {
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    await afterPaint();
    await onRemove(line);
    setPending(false);
  };
  return (
    <button
      type="button"
      className={styles.remove}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={() => void remove()}
    >
      移除<span className="visually-hidden"> {line.products.name}</span>
    </button>
  );
}
