import type { Metadata } from 'next';
import { MaintenanceView } from '@/components/layout/maintenance-view';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '系統維護中', path: '/error', noindex: true });
}

/** /error: the maintenance page (spec-coverage “Sessions and sign-in under abuse”), hidden from menus and crawlers. */
export default function MaintenancePage() {
  return <MaintenanceView />;
}
