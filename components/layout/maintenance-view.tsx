import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { COMPANY_NAME } from '@/lib/company';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { LazyMaintenancePoller } from './lazy-islands';
import styles from './maintenance.module.css';

/**
 * The maintenance layout (spec-coverage “Public site: platform, SEO and speed” /error, §4): its own header and footer instead of the site's
 * (data-layout="maintenance" hides the regular chrome by CSS), the closure text, the performance
 * buttons, and the poller that announces the end of the maintenance. Shown at /error and by the
 * root layout whenever the system images or the site information cannot be loaded; `children` go
 * below the buttons (the performance lookup when the site information failed).
 */
export function MaintenanceView({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.layout} data-layout="maintenance">
      <header className={styles.header}>
        <p className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            東震
          </span>
          {COMPANY_NAME}
        </p>
      </header>
      <section className={styles.body} aria-labelledby="maintenance-title">
        <h1 id="maintenance-title" className={styles.title}>
          網站維護中
        </h1>
        <p className={styles.text}>系統正在進行維護，請稍後再試。</p>
        <p className={styles.text}>維護期間如需出貨，請洽各區辦事處辦理；如需刷卡，請傳真至各辦事處辦理。</p>
        <ul className={styles.actions}>
          <li>
            <Link href="/member/performance-search" className={styles.button}>
              業績查詢
            </Link>
          </li>
          <li>
            <a
              href={EXTERNAL_LINKS.performanceMail}
              className={styles.button}
              target="_blank"
              rel="noopener noreferrer"
            >
              業績查詢信箱<span className="visually-hidden">（另開新視窗）</span>
            </a>
          </li>
          <li>
            <a
              href={EXTERNAL_LINKS.organisationPerformance}
              className={styles.button}
              target="_blank"
              rel="noopener noreferrer"
            >
              組織業績<span className="visually-hidden">（另開新視窗）</span>
            </a>
          </li>
        </ul>
        {children}
      </section>
      <footer className={styles.footer}>
        <p>{COMPANY_NAME}　造成不便，敬請見諒。</p>
      </footer>
      <LazyMaintenancePoller />
    </div>
  );
}
