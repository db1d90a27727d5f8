'use client';

import { useEffect } from 'react';
import styles from './toast.module.css';

export type ToastMessage = { tone: 'success' | 'error'; title?: string; text: string };

/** Success toasts leave by themselves; failures stay until closed or replaced. */
const SUCCESS_MS = 5000;

/**
 * The toast of an action's outcome (spec-coverage “Product page: cart and favourites”: 成功加入購物車, '<name> 庫存不足', favourite
 * messages). Both live regions are always in the page, so screen readers announce what enters them:
 * success politely (status), failure at once (alert).
 */
export function Toast({ message, onDismiss }: { message: ToastMessage | null; onDismiss: () => void }) {
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(onDismiss, SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);

  const body = (tone: ToastMessage['tone']) =>
    message?.tone === tone ? (
      <div className={`${styles.toast} ${styles[tone]}`}>
        <p className={styles.text}>
          {message.title ? <strong>{message.title}</strong> : null}
          {message.text}
        </p>
        <button type="button" className={styles.close} onClick={onDismiss} aria-label="關閉訊息">
          ×
        </button>
      </div>
    ) : null;

  return (
    <div className={styles.region}>
      <div role="status">{body('success')}</div>
      <div role="alert">{body('error')}</div>
    </div>
  );
}
