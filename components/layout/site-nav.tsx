import type { MenuEntry } from '@/lib/routes/menu';
import { MenuTree } from './menu-tree';
import styles from './site-nav.module.css';

/**
 * The desktop menu (from 992 px): sections with their children as drop-downs (hover or focus).
 */
export function SiteNav({ menu }: { menu: MenuEntry[] }) {
  return (
    <nav className={styles.nav} aria-label="主選單">
      <MenuTree
        menu={menu}
        classes={{
          list: styles.list,
          item: styles.item,
          top: styles.top,
          children: styles.dropdown,
          child: styles.child,
        }}
      />
    </nav>
  );
}
