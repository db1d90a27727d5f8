import Link from 'next/link';
import type { Order } from '@/lib/contract/types';
import { formatNumber } from '@/lib/domain/format';
import { orderStatusName } from '@/lib/domain/orders/status';
import { formatOrderDateTime, paymentName } from '@/lib/domain/orders/order-display';
import { Money } from '@/components/ui/money';
import { ScrollTable } from '@/components/ui/scroll-table';
import styles from './orders.module.css';

/** The order list's table (spec-coverage “Order history pages”): number (to the detail), date, total, PV, payment, status. */
export function OrderTable({ orders }: { orders: readonly Order[] }) {
  return (
    <ScrollTable
      label="購買紀錄列表"
      tableClass={styles.table}
      head={
        <>
          <th scope="col">訂單編號</th>
          <th scope="col" className={styles.left}>
            訂購日期
          </th>
          <th scope="col">訂單金額</th>
          <th scope="col">PV</th>
          <th scope="col" className={styles.left}>
            付款方式
          </th>
          <th scope="col" className={styles.left}>
            訂單狀態
          </th>
        </>
      }
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <th scope="row">
            <Link href={`/member/order/${order.id}`}>{order.order_number}</Link>
          </th>
          <td className={styles.left}>
            <time dateTime={order.created_at.replace(' ', 'T')}>{formatOrderDateTime(order.created_at)}</time>
          </td>
          <td>
            <Money value={order.total_price} />
          </td>
          <td>{formatNumber(order.total_pv)}</td>
          <td className={styles.left}>{paymentName(order.payment)}</td>
          <td className={styles.left}>{orderStatusName(order.order_status)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
