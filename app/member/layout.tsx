import type { ReactNode } from 'react';
import styles from '@/components/member/member-shell.module.css';

/** The member area frame (spec-coverage “Members: session and screens”). proxy.ts guards it; signed-in pages check again in (signed-in)/layout. */
export default function MemberLayout({ children }: { children: ReactNode }) {
  return <div className={styles.area}>{children}</div>;
}
