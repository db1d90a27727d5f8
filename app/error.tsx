'use client';

import { Link } from '@/components/ui/link';
import { useEffect } from 'react';
import { useMaintenanceError } from '@/lib/hooks/use-maintenance-error';
import styles from '@/components/layout/status-page.module.css';

/** A page that failed to render: offer a retry and the way home (the maintenance message: /error once per session). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const maintenance = useMaintenanceError(error);
  useEffect(() => {
    if (!maintenance) console.error(error);
  }, [error, maintenance]);

  return (
    <div className={styles.status} role="alert">
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1 className={styles.title}>頁面暫時無法顯示</h1>
      <p className={styles.text}>系統忙碌中，請稍後再試。若問題持續發生，請聯絡客服專線。</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={reset}>
          重新整理
        </button>
        <Link href="/home" className={styles.secondary}>
          回到首頁
        </Link>
      </div>
    </div>
  );
}
