import type { Metadata } from 'next';
import { ChangeFlow } from '@/components/member/change-flow';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '修改密碼', path: '/member/change', noindex: true });
}

export default function ChangePage() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>修改密碼</h1>
      <ChangeFlow />
    </section>
  );
}
