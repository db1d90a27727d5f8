import { Link } from '@/components/ui/link';
import styles from './product-tabs.module.css';

/** The panel toggle bar of the product pages (spec-coverage “Public site: catalogue”): the landing page and the list. */
export function ProductTabs({ current }: { current: 'view' | 'list' }) {
  const tabs = [
    { key: 'view', href: '/product/view', label: '產品總覽' },
    { key: 'list', href: '/product/list', label: '商品列表' },
  ] as const;
  return (
    <nav className={styles.tabs} aria-label="產品頁面">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          className={styles.tab}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
