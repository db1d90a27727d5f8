import type { Office, Order } from '@/lib/contract/types';
import { HOME_DELIVERY_CODE } from '@/lib/domain/checkout/schema';
import { OrderFacts, officeByCode } from './order-facts';
import styles from './orders.module.css';

export const homeAddress = (order: Pick<Order, 'postal_code' | 'receiver_address'>) =>
  [order.postal_code, order.receiver_address].filter(Boolean).join(' ');

/**
 * Delivery (spec-coverage “Order history pages”): code 51 is home delivery (receiver, phone, address); any other code
 * is the pickup office's, whose name and phone come from GET offices by that code (the order's own
 * office_name / office_phone until the offices are loaded, or if the office is gone).
 */
export function OrderDelivery({ order, offices }: { order: Order; offices: readonly Office[] | undefined }) {
  const home = order.delivery_code === HOME_DELIVERY_CODE;
  const office = home ? undefined : officeByCode(offices, order.delivery_code);
  const rows: [string, string | null][] = home
    ? [
        ['配送方式', '宅配到府'],
        ['收件人', order.receiver],
        ['聯絡電話', order.receiver_phone],
        ['收件地址', homeAddress(order)],
      ]
    : [
        ['配送方式', '營業所自取'],
        ['取貨營業所', office?.name ?? order.office_name ?? order.delivery_code],
        ['營業所電話', office?.telephone ?? order.office_phone],
        ['取貨人', order.receiver],
        ['聯絡電話', order.receiver_phone],
      ];
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>配送資訊</h2>
      <OrderFacts rows={rows} />
    </section>
  );
}
