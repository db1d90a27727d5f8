import type { Metadata, Viewport } from 'next';
import { Suspense } from 'react';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { LazySiteRightsFallback } from '@/components/layout/lazy-islands';
import { LinkRouter } from '@/components/layout/link-router';
import { MaintenanceView } from '@/components/layout/maintenance-view';
import { SessionWatchGate } from '@/components/member/session-watch-gate';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { buildMenu, FALLBACK_MENU } from '@/lib/routes/menu';
import { reportOutage } from '@/lib/api/outage';
import { loadNavbars, loadSeoMeta, loadSiteRights, loadSystemImages, loadVisitorCount } from '@/lib/api/loaders/site';
import { storageUrl } from '@/lib/api/storage';
import { composeTitle, SITE_URL } from '@/lib/metadata';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const [seo, images] = await Promise.all([loadSeoMeta().catch(() => null), loadSystemImages().catch(() => [])]);
  const icon = images[3];
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: composeTitle(seo?.title), template: '%s' },
    description: seo?.description || undefined,
    keywords: seo?.keyword || undefined,
    applicationName: composeTitle(seo?.title),
    icons: icon ? { icon: storageUrl(icon.image), apple: storageUrl(icon.image) } : undefined,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8b1e2d' };

const SITE_DOWN: unique symbol = Symbol('site down');

async function orSiteDown<T>(load: Promise<T>): Promise<T | typeof SITE_DOWN> {
  try {
    return await load;
  } catch {
    return SITE_DOWN;
  }
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [navbars, images, rights, visitorCount] = await Promise.all([
    loadNavbars().catch(() => null),
    orSiteDown(loadSystemImages()),
    orSiteDown(loadSiteRights()),
    loadVisitorCount().catch(() => null),
  ]);

  // Spec §4: when the system images or the site information cannot be loaded, the whole site shows
  // the maintenance layout instead of the page (the page itself is never rendered then), and the
  // production server answers 503 with Retry-After. Spec §8: a failed site information (system-rights)
  // also sends a member on to the performance lookup.
  if (images === SITE_DOWN || rights === SITE_DOWN) {
    reportOutage('maintenance');
    return (
      <html lang="zh-Hant-TW">
        <body>
          <main id="main" tabIndex={-1} className="site-main">
            <MaintenanceView>{rights === SITE_DOWN ? <LazySiteRightsFallback /> : null}</MaintenanceView>
          </main>
        </body>
      </html>
    );
  }
  const menu = navbars ? buildMenu(navbars) : FALLBACK_MENU;

  return (
    <html lang="zh-Hant-TW">
      <body>
        <a href="#main" className="skip-link">
          跳至主要內容
        </a>
        <div className="site-chrome">
          <SiteHeader menu={menu} logo={images[0]} />
        </div>
        <main id="main" tabIndex={-1} className="site-main">
          {children}
        </main>
        <div className="site-chrome">
          <SiteFooter rights={rights} menu={menu} visitorCount={visitorCount} />
        </div>
        <Suspense fallback={null}>
          <ScrollToTopOnNavigate />
        </Suspense>
        <SessionWatchGate />
        <LinkRouter />
      </body>
    </html>
  );
}
