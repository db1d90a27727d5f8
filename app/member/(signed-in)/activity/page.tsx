import type { Metadata } from 'next';
import { ActivityRedeemForm } from '@/components/member/activity-redeem-form';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '活動兌換', path: '/member/activity', noindex: true });
}

/** /member/activity (spec-coverage “Members: session and screens”), hidden from menus: placeholder title and text, a serial field, a save button that does nothing. */
export default function ActivityPage() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>活動兌換</h1>
      <p>活動說明文字（待提供）。請輸入活動序號。</p>
      <ActivityRedeemForm />
    </section>
  );
}
