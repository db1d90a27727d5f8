import type { Metadata } from 'next';
import styles from '@/components/ui/panel.module.css';
import { OrderDetailView } from '@/components/orders/order-detail-view';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ id: string }> };

// Not indexed, so one canonical path serves every order (and the metadata needs no runtime data).
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '訂單明細', path: '/member/order/list', noindex: true });
}

/** /member/order/{id} (spec-coverage “Order history pages”): the frame on the server, the order in the browser through the BFF. */
export default async function OrderDetailPage({ params }: Props) {
  const { id } = await params;
  return (
    <section className={styles.card} aria-labelledby="order-title">
      <h1 id="order-title" className={styles.title}>
        訂單明細
      </h1>
      <OrderDetailView id={id} />
    </section>
  );
}
