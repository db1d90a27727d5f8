'use client';

import { useDeferredValue, useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import { MENU_PAGE_PATH } from '@/lib/routes/menu';
import { MenuPanelBody } from './menu-panel-body';
import styles from './mobile-menu.module.css';

/**
 * The menu on narrow screens: mirrors the desktop menu, locks page scrolling while open. The toggle
 * is a link to the menu page (/menu) until the page's scripts run, so a tap on a phone that has
 * painted but not yet hydrated opens the menu there instead of being lost; once hydrated it is a
 * button that opens the panel in place. The panel is rendered only while open: closed, it was a
 * tenth of every page's elements (a second search box and the whole menu tree) for the browser to
 * parse and React to hydrate on a phone's first load. A tap paints the panel's frame at once (its
 * title and close button); its search box and menu tree, and the page's scroll lock, follow in a
 * deferred render after that paint, so a slow phone answers the tap within 100 ms (issue 37, docs/perf.md).
 */
export function MobileMenu({ menuMarkup }: { menuMarkup: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The panel's body follows `open` in a render of its own, after the tap's paint.
  const bodyShown = useDeferredValue(open) && open;
  const panelId = useId();
  useScrollLock(bodyShown);

  // Links and the search close the menu themselves; Escape and Back / Forward close it too. (No
  // usePathname here: outside <Suspense> it would stop every [id] page from being prerendered.)
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onHistory = () => setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onHistory);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onHistory);
    };
  }, [open]);

  const close = () => setOpen(false);
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpen((value) => !value);
  };

  return (
    <div className={styles.root}>
      <a
        href={MENU_PAGE_PATH}
        className={styles.toggle}
        role={hydrated ? 'button' : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={hydrated ? panelId : undefined}
        aria-label={open ? '關閉選單' : '開啟選單'}
        onClick={toggle}
        // A button's Space key; Enter already clicks the link.
        onKeyDown={(event) => event.key === ' ' && toggle(event)}
      >
        <span className={styles.bars} aria-hidden="true" data-open={open || undefined}>
          <span />
          <span />
          <span />
        </span>
      </a>
      {open ? (
        <>
          <div id={panelId} className={styles.panel} data-testid="mobile-menu" aria-busy={bodyShown ? undefined : true}>
            <div className={styles.panelHead}>
              <span className={styles.panelTitle}>選單</span>
              <button type="button" className={styles.close} onClick={close}>
                關閉
              </button>
            </div>
            {bodyShown ? <MenuPanelBody menuMarkup={menuMarkup} onNavigate={close} /> : null}
          </div>
          <div className={styles.backdrop} aria-hidden="true" onClick={close} />
        </>
      ) : null}
    </div>
  );
}
