import type { Order } from '@/lib/contract/types';
import { orderLifeNotes } from '@/lib/domain/orders/order-life-notes';
import styles from './orders.module.css';

/**
 * The order detail's notes on its payment life (deadline, expiry, declined card, void link, goods back in
 * the cart, late payment refunded) and, in the demo, the sandbox bank's page of an unpaid ATM order.
 */
export function OrderLifeNotice({ order }: { order: Order }) {
  const notes = orderLifeNotes(order);
  if (!notes.length && !order.demo_transfer_url) return null;
  return (
    <section className={styles.section} aria-labelledby="order-life-title">
      <h2 id="order-life-title" className={styles.heading}>
        付款狀態說明
      </h2>
      {notes.map((note) => (
        <p key={note} className={styles.lifeNote}>
          {note}
        </p>
      ))}
      {order.demo_transfer_url ? (
        <p>
          {/* The demo's bank is a page of the embedded API, outside the app's routes. */}
          <a href={order.demo_transfer_url} className={styles.orderLink}>
            模擬銀行轉帳入帳（示範環境）
          </a>
        </p>
      ) : null}
    </section>
  );
}
