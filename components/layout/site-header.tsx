import { OptimizedImage } from '@/components/ui/optimized-image';
import { Link } from '@/components/ui/link';
import type { SystemImage } from '@/lib/contract/types';
import { CartBadgeSlot } from './cart-badge-slot';
import badge from './cart-badge.module.css';
import { storageUrl } from '@/lib/api/storage';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { EmptySearchGuard } from './empty-search-guard';
import { HeaderYears } from './header-years';
import type { MenuEntry } from '@/lib/routes/menu';
import { MobileMenu } from './mobile-menu';
import { phoneMenuMarkup } from './phone-menu-markup';
import { SearchBox } from './search-box';
import { SiteNav } from './site-nav';
import styles from './site-header.module.css';

type Props = { menu: MenuEntry[]; logo: SystemImage | undefined };

/** The header of every public page (spec-coverage “Public site: platform, SEO and speed”): years, external links, scam banner, logo, menu, search. */
export function SiteHeader({ menu, logo }: Props) {
  return (
    <header className={styles.header}>
      <EmptySearchGuard />
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <HeaderYears className={styles.years} />
          <ul className={styles.external} aria-label="業績查詢">
            <li>
              <a href={EXTERNAL_LINKS.performanceMail} target="_blank" rel="noopener noreferrer">
                業績查詢信箱<span className="visually-hidden">（另開新視窗）</span>
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.organisationPerformance} target="_blank" rel="noopener noreferrer">
                組織業績<span className="visually-hidden">（另開新視窗）</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <Link href="/scam" className={styles.scam}>
        <span className={styles.scamBadge} aria-hidden="true">
          !
        </span>
        <span>
          <strong>防詐騙提醒：</strong>東震不會以電話要求您操作 ATM 或解除分期付款，詳情請見防詐騙專區
        </span>
      </Link>
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Link href="/home" className={styles.logo} aria-label="東震股份有限公司 回首頁">
            {logo ? (
              <OptimizedImage
                src={storageUrl(logo.image)}
                alt={logo.image_alt || '東震股份有限公司'}
                fill
                sizes="180px"
                preload
                className={styles.logoImage}
              />
            ) : (
              <span className={styles.logoText}>東震 TOCIN</span>
            )}
          </Link>
          <div className={styles.search}>
            <SearchBox />
          </div>
          <div className={badge.slot}>
            <CartBadgeSlot />
          </div>
          <MobileMenu menuMarkup={phoneMenuMarkup(menu)} />
        </div>
      </div>
      <SiteNav menu={menu} />
    </header>
  );
}
