import type { Metadata } from 'next';
import { AccountView } from '@/components/member/account-view';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '會員資料', path: '/member/account', noindex: true });
}

export default function AccountPage() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>會員資料</h1>
      <AccountView />
    </section>
  );
}
