import { StaticHtml } from '@/components/ui/static-html';
import type { MenuEntry } from '@/lib/routes/menu';
import { menuTree } from './menu-tree';
import styles from './site-nav.module.css';

/**
 * The desktop menu (from 992 px): sections with their children as drop-downs (hover or focus). Hidden on a
 * phone, yet in every page: sent as one HTML string.
 */
export function SiteNav({ menu }: { menu: MenuEntry[] }) {
  return (
    <StaticHtml
      as="nav"
      className={styles.nav}
      aria-label="主選單"
      tree={menuTree(menu, {
        list: styles.list,
        item: styles.item,
        top: styles.top,
        children: styles.dropdown,
        child: styles.child,
      })}
    />
  );
}
