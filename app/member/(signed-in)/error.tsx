'use client';

import styles from '@/components/ui/panel.module.css';
import { useMaintenanceError } from '@/lib/hooks/use-maintenance-error';

/** A member page that failed to load (the maintenance message: /error once per session). */
export default function MemberError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useMaintenanceError(error);
  return (
    <div className={styles.card} role="alert">
      <h1 className={styles.title}>系統錯誤</h1>
      <p>資料載入失敗，請稍後再試。</p>
      <button type="button" className={styles.button} onClick={reset}>
        重新載入
      </button>
    </div>
  );
}
