import type { ReactNode } from 'react';
import styles from './section-shell.module.css';

/** The about, join and service shells (spec-coverage “Public site: company content and service”): their child routes sit on a background. */
export function SectionShell({ children }: { children: ReactNode }) {
  return <div className={styles.shell}>{children}</div>;
}
