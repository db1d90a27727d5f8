'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import buttons from '@/components/ui/button.module.css';
import styles from './dialog.module.css';

type Props = {
  title: ReactNode;
  children?: ReactNode;
  /** The confirm button's text (確定 by default). */
  confirmLabel?: string;
  onConfirm: () => void;
  /** When set, a second button that closes without confirming. */
  cancelLabel?: string;
  onCancel?: () => void;
  wide?: boolean;
};

/** A modal alert dialog (spec public §4: dialogs lock page scrolling while open). */
export function Dialog({ title, children, confirmLabel = '確定', onConfirm, cancelLabel, onCancel, wide }: Props) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className={styles.backdrop}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className={`${styles.dialog} ${wide ? styles.wide : ''}`}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? <div className={styles.body}>{children}</div> : null}
        <div className={styles.actions}>
          {cancelLabel ? (
            <button type="button" className={buttons.secondary} onClick={onCancel}>
              {cancelLabel}
            </button>
          ) : null}
          <button ref={confirmRef} type="button" className={buttons.primary} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
