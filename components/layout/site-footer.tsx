import { Link } from '@/components/ui/link';
import type { SystemRight } from '@/lib/contract/types';
import { COMPANY_NAME } from '@/lib/company';
import type { MenuEntry } from '@/lib/routes/menu';
import { SocialLinks } from './social-links';
import { LazyVisitorCounter } from './lazy-islands';
import styles from './site-footer.module.css';

type Props = { rights: SystemRight | null; menu: MenuEntry[]; visitorCount: number | null };

/** The footer of every public page (spec-coverage “Public site: platform, SEO and speed”): contact details, social links, visitor counter. */
export function SiteFooter({ rights, menu, visitorCount }: Props) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.company} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.name}>
            {COMPANY_NAME}
          </h2>
          {rights ? (
            <address className={styles.contact}>
              <p>地址：{rights.address}</p>
              <p>
                電話：<a href={`tel:${rights.telphone.replace(/[^\d+]/g, '')}`}>{rights.telphone}</a>
                {rights.fax ? <span className={styles.fax}>傳真：{rights.fax}</span> : null}
              </p>
              {rights.email ? (
                <p>
                  信箱：<a href={`mailto:${rights.email}`}>{rights.email}</a>
                </p>
              ) : null}
            </address>
          ) : null}
          {rights ? <SocialLinks rights={rights} /> : null}
        </section>
        <nav className={styles.links} aria-label="頁尾選單">
          <ul>
            {menu.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href}>{entry.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/scam">防詐騙專區</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.counter}>
          <span className={styles.counterLabel}>瀏覽人次</span>
          <span className={styles.counterValue}>
            <LazyVisitorCounter initialCount={visitorCount} />
          </span>
        </div>
      </div>
      {rights?.declare ? <p className={styles.declare}>{rights.declare}</p> : null}
    </footer>
  );
}
