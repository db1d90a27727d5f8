import type { Order } from '@/lib/contract/types';
import { formatNumber } from '@/lib/domain/format';
import { Money } from '@/components/ui/money';
import { OrderFacts } from './order-facts';
import styles from './orders.module.css';

/** The order's totals in NT$ (spec-coverage “Order history pages”): goods, the fee when there is one, the total and total PV. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <section className={styles.section}>
      <h2 className="visually-hidden">金額合計</h2>
      <OrderFacts
        className={styles.totals}
        rows={[
          ['商品金額', <Money key="goods" value={order.total_price - order.shipping_fee} />],
          ['運費', order.shipping_fee ? <Money key="fee" value={order.shipping_fee} /> : null],
          ['訂單總額', <Money key="total" value={order.total_price} className={styles.grand} />],
          ['總 PV', formatNumber(order.total_pv)],
        ]}
      />
    </section>
  );
}
