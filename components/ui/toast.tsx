'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './toast.module.css';

export type ToastMessage = { title: string; text?: string };

const SHOW_MS = 3000;

/**
 * A short notice (成功加入購物車, 已移除 …) in a polite live region. The region is always in the page,
 * so screen readers announce what is put into it; a new notice replaces the shown one.
 */
export function useToast() {
  const [message, setMessage] = useState<(ToastMessage & { key: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: ToastMessage) => {
    clearTimeout(timer.current);
    setMessage({ ...next, key: Date.now() });
    timer.current = setTimeout(() => setMessage(null), SHOW_MS);
  }, []);

  const toast = (
    <div className={styles.region} role="status" aria-live="polite">
      {message ? (
        <p key={message.key} className={styles.toast}>
          <strong>{message.title}</strong>
          {message.text ? <span>{message.text}</span> : null}
        </p>
      ) : null}
    </div>
  );
  return { toast, show };
}
