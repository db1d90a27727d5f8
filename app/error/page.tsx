import type { Metadata } from 'next';
import { MaintenanceView } from '@/components/layout/maintenance-view';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '系統維護中', path: '/error', noindex: true });
}

/** /error: the maintenance page (spec-coverage “Public site: platform, SEO and speed”), hidden from menus and crawlers. */
export default function MaintenancePage() {
  return <MaintenanceView />;
}
