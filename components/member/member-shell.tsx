import type { ReactNode } from 'react';
import { MemberNav } from './member-nav';
import styles from './member-shell.module.css';

/** The signed-in member area: its menu beside the page (session watching lives in the root layout). */
export function MemberShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.signedIn}>
      <MemberNav />
      <div>{children}</div>
    </div>
  );
}
