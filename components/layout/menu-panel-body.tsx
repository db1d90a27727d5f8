import type { MenuEntry } from '@/lib/routes/menu';
import { MenuTree } from './menu-tree';
import { SearchBox } from './search-box';
import styles from './mobile-menu.module.css';

/**
 * The phone menu's search box and menu tree: the panel of the menu button once the page's scripts
 * run, and the /menu page a tap reaches before they do (or without them).
 */
export function MenuPanelBody({ menu, onNavigate }: { menu: MenuEntry[]; onNavigate?: () => void }) {
  return (
    <>
      <div className={styles.search}>
        <SearchBox onNavigate={onNavigate} />
      </div>
      <nav aria-label="行動版選單">
        <MenuTree
          menu={menu}
          classes={{ list: styles.list, top: styles.top, children: styles.children, child: styles.child }}
          onNavigate={onNavigate}
        />
      </nav>
    </>
  );
}
