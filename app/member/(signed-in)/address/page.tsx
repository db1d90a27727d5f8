import type { Metadata } from 'next';
import { AddressBook } from '@/components/member/address-book';
import { SalesTerritoryForm } from '@/components/member/sales-territory-form';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '常用收件人', path: '/member/address', noindex: true });
}

/** /member/address (spec-coverage “Members: session and screens”): the sales-territory selector and the frequent-recipient list. */
export default function AddressPage() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>常用收件人</h1>
      <h2 className={styles.subtitle}>業績地區</h2>
      <SalesTerritoryForm />
      <h2 className={styles.subtitle}>常用收件人列表</h2>
      <AddressBook />
    </section>
  );
}
