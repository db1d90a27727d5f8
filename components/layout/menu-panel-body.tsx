import type { MouseEvent } from 'react';
import { SearchBox } from './search-box';
import styles from './mobile-menu.module.css';

type Props = {
  /** The menu's tree as HTML (phoneMenuMarkup). */
  menuMarkup: string;
  /** Called when a link is followed (the phone's menu closes). */
  onNavigate?: () => void;
};

/**
 * The phone menu's search box and menu tree: the panel of the menu button once the page's scripts
 * run, and the /menu page a tap reaches before they do (or without them).
 */
export function MenuPanelBody({ menuMarkup, onNavigate }: Props) {
  // Only in the panel (a client component): the /menu page is a server component and has nothing to close.
  const onLinkClick = onNavigate
    ? (event: MouseEvent) => event.target instanceof Element && event.target.closest('a') && onNavigate()
    : undefined;
  return (
    <>
      <div className={styles.search}>
        <SearchBox onNavigate={onNavigate} />
      </div>
      <nav aria-label="行動版選單" onClick={onLinkClick} dangerouslySetInnerHTML={{ __html: menuMarkup }} />
    </>
  );
}
