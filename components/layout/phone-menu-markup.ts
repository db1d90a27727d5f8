import 'server-only';
import { staticMarkup } from '@/components/ui/static-html';
import type { MenuEntry } from '@/lib/routes/menu';
import { menuTree } from './menu-tree';
import styles from './mobile-menu.module.css';

/** The phone menu's tree as HTML: a string in the payload where the menu's entries were (components/layout/menu-panel-body.tsx). */
export function phoneMenuMarkup(menu: MenuEntry[]): string {
  return staticMarkup(
    menuTree(menu, { list: styles.list, top: styles.top, children: styles.children, child: styles.child }),
  );
}
