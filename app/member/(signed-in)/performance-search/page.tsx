import type { Metadata } from 'next';
import { PerformanceView } from '@/components/member/performance-view';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '業績查詢', path: '/member/performance-search', noindex: true });
}

/** /member/performance-search (spec-coverage “Members: session and screens”), hidden from menus. */
export default function PerformancePage() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>業績查詢</h1>
      <PerformanceView />
    </section>
  );
}
