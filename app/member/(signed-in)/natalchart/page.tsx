import type { Metadata } from 'next';
import { NatalChartManager } from '@/components/natal-chart/natal-chart-manager';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '命盤管理', path: '/member/natalchart', noindex: true });
}

/** /member/natalchart (spec-coverage “Natal charts”): the natal chart manager, a client component on the member's own charts. */
export default function NatalChartPage() {
  return <NatalChartManager />;
}
