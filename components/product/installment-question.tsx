'use client';

import { useEffect, useRef } from 'react';
import { CART_MESSAGES } from '@/lib/domain/cart';
import buttons from '@/components/ui/button.module.css';
import styles from './lucky-form.module.css';

type Props = {
  /** The answer is being sent: every button waits. */
  busy: boolean;
  onBack: () => void;
  onAnswer: (installment: 0 | 1) => void;
};

/** The lucky form's last step (spec-coverage “Product page: cart and favourites”): 12 instalments or none; the question takes focus. */
export function InstallmentQuestion({ busy, onBack, onAnswer }: Props) {
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <div className={styles.question}>
      <p ref={questionRef} tabIndex={-1}>
        {CART_MESSAGES.installmentQuestion}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onBack}>
          返回修改
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          aria-busy={busy}
          onClick={() => onAnswer(0)}
        >
          不分期
        </button>
        <button type="button" className={buttons.primary} disabled={busy} aria-busy={busy} onClick={() => onAnswer(1)}>
          12 期分期
        </button>
      </div>
    </div>
  );
}
