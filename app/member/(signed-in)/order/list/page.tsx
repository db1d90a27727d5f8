import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/ui/panel.module.css';
import { OrderListView } from '@/components/orders/order-list-view';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '購買紀錄', path: '/member/order/list', noindex: true });
}

/** /member/order/list (spec-coverage “Order history pages”): the frame on the server, the member's orders in the browser through the BFF. */
export default function OrderListPage() {
  return (
    <section className={styles.card} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        購買紀錄
      </h1>
      <Suspense fallback={<p role="status">載入中…</p>}>
        <OrderListView />
      </Suspense>
    </section>
  );
}
