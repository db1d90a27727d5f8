import Link from 'next/link';
import type { MenuEntry } from '@/lib/routes/menu';
import styles from './site-nav.module.css';

/**
 * The desktop menu (from 992 px): sections with their children as drop-downs (hover or focus).
 * Drop-down links are not prefetched: they sit in the viewport while hidden, and prefetching all
 * of them cost some fifty requests on every page view.
 */
export function SiteNav({ menu }: { menu: MenuEntry[] }) {
  return (
    <nav className={styles.nav} aria-label="主選單">
      <ul className={styles.list}>
        {menu.map((entry) => (
          <li key={entry.href} className={styles.item}>
            <Link href={entry.href} className={styles.top}>
              {entry.label}
            </Link>
            {entry.children.length > 0 ? (
              <ul className={styles.dropdown}>
                {entry.children.map((child) => (
                  <li key={child.href}>
                    <Link href={child.href} className={styles.child} prefetch={false}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
