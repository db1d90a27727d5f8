'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal alert dialog (spec-coverage “Members: session and screens”: dialogs lock page scrolling while open). Focus moves into it,
 * Tab stays inside, Escape cancels (or confirms an alert that has only one button), and focus returns
 * to where it was when the dialog closes.
 */
export function Dialog({ title, children, confirmLabel = '確定', onConfirm, cancelLabel, onCancel, wide }: Props) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirmRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Focus is placed once, when the dialog opens.
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      (cancelLabel && onCancel ? onCancel : onConfirm)();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? <div id={bodyId} className={styles.body}>
            {children}
          </div> : null}
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
