'use client';

import { useEffect, useId, useState } from 'react';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import type { MenuEntry } from '@/lib/routes/menu';
import { MenuTree } from './menu-tree';
import { SearchBox } from './search-box';
import styles from './mobile-menu.module.css';

/**
 * The menu on narrow screens: mirrors the desktop menu, locks page scrolling while open. The panel is
 * rendered only while open: closed, it was a tenth of every page's elements (a second search box and
 * the whole menu tree) for the browser to parse and React to hydrate on a phone's first load.
 */
export function MobileMenu({ menu }: { menu: MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useScrollLock(open);

  // Links and the search close the menu themselves; Escape and Back / Forward close it too. (No
  // usePathname here: outside <Suspense> it would stop every [id] page from being prerendered.)
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onHistory = () => setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onHistory);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onHistory);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? '關閉選單' : '開啟選單'}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} aria-hidden="true" data-open={open || undefined}>
          <span />
          <span />
          <span />
        </span>
      </button>
      {open ? (
        <>
          <div id={panelId} className={styles.panel} data-testid="mobile-menu">
            <div className={styles.panelHead}>
              <span className={styles.panelTitle}>選單</span>
              <button type="button" className={styles.close} onClick={close}>
                關閉
              </button>
            </div>
            <div className={styles.search}>
              <SearchBox onNavigate={close} />
            </div>
            <nav aria-label="行動版選單">
              <MenuTree menu={menu} classes={{ list: styles.list, top: styles.top, children: styles.children, child: styles.child }} onNavigate={close} />
            </nav>
          </div>
          <div className={styles.backdrop} aria-hidden="true" onClick={close} />
        </>
      ) : null}
    </div>
  );
}
