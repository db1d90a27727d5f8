'use client';

import { useId } from 'react';
import styles from '@/components/ui/panel.module.css';

/** The serial-number form of /member/activity: the spec's save button does nothing. */
export function ActivityRedeemForm() {
  const id = useId();
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={id}>活動序號</label>
        <input id={id} name="serial" className={styles.input} autoComplete="off" />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button}>
          儲存
        </button>
      </div>
    </form>
  );
}
