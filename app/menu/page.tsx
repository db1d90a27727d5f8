import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/content-page';
import { MenuPanelBody } from '@/components/layout/menu-panel-body';
import { phoneMenuMarkup } from '@/components/layout/phone-menu-markup';
import { loadNavbars } from '@/lib/api/loaders/site';
import { pageMetadata } from '@/lib/metadata';
import { buildMenu, FALLBACK_MENU, MENU_PAGE_PATH } from '@/lib/routes/menu';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '選單', path: MENU_PAGE_PATH, noindex: true });
}

/** /menu: the phone menu as a page, for a tap on the menu button before the page's scripts run (or without them); left out of the menus and the sitemap. */
export default async function MenuPage() {
  const navbars = await loadNavbars().catch(() => null);
  return (
    <ContentPage title="選單" fontSizeControl={false}>
      <MenuPanelBody menuMarkup={phoneMenuMarkup(navbars ? buildMenu(navbars) : FALLBACK_MENU)} />
    </ContentPage>
  );
}
