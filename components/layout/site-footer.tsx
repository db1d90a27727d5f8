import { h } from 'hastscript';
import type { SystemRight } from '@/lib/contract/types';
import { StaticHtml } from '@/components/ui/static-html';
import { COMPANY_NAME } from '@/lib/company';
import type { MenuEntry } from '@/lib/routes/menu';
import { socialLinks } from './social-links';
import { LazyVisitorCounter } from './lazy-islands';
import styles from './site-footer.module.css';

type Props = { rights: SystemRight | null; menu: MenuEntry[]; visitorCount: number | null };

function contact(rights: SystemRight) {
  return h('address', { className: styles.contact }, [
    h('p', `地址：${rights.address}`),
    h('p', [
      '電話：',
      h('a', { href: `tel:${rights.telphone.replace(/[^\d+]/g, '')}` }, rights.telphone),
      rights.fax ? h('span', { className: styles.fax }, `傳真：${rights.fax}`) : null,
    ]),
    rights.email ? h('p', ['信箱：', h('a', { href: `mailto:${rights.email}` }, rights.email)]) : null,
  ]);
}

/**
 * The footer of every public page (spec-coverage “Public site: platform, SEO and speed”): contact details,
 * social links, visitor counter. All but the counter is sent as one HTML string (components/ui/static-html.tsx).
 */
export function SiteFooter({ rights, menu, visitorCount }: Props) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <StaticHtml
          className={styles.static}
          tree={[
            h('section', { className: styles.company, ariaLabelledBy: 'footer-company' }, [
              h('h2', { id: 'footer-company', className: styles.name }, COMPANY_NAME),
              rights ? contact(rights) : null,
              rights ? socialLinks(rights) : null,
            ]),
            h('nav', { className: styles.links, ariaLabel: '頁尾選單' }, [
              h('ul', [
                ...menu.map((entry) => h('li', h('a', { href: entry.href }, entry.label))),
                h('li', h('a', { href: '/scam' }, '防詐騙專區')),
              ]),
            ]),
          ]}
        />
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
