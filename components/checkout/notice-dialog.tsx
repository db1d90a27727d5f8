'use client';

import { useId, type ReactNode } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import styles from '@/components/ui/modal.module.css';

/**
 * The checkout's alerts (spec member §4, §8: "alert, then …"): a native modal alert dialog whose one
 * button, focused first, confirms and lets the caller go where the rule says. Escape confirms too:
 * the alert only informs, and the action after it is not the member's choice.
 */
export function NoticeDialog({ title, children, onConfirm, confirmLabel = '確定' }: { title: ReactNode; children?: ReactNode; onConfirm: () => void; confirmLabel?: string }) {
  const bodyId = useId();
  return (
    <Modal title={title} onClose={onConfirm} alert describedBy={children ? bodyId : undefined}>
      {children ? (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={onConfirm} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
