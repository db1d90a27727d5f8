import { Link } from '@/components/ui/link';
import type { Order } from '@/lib/contract/types';
import { formatNumber } from '@/lib/domain/format';
import { orderStatusName } from '@/lib/domain/orders/status';
import { formatOrderDateTime, paymentName } from '@/lib/domain/orders/order-display';
import { Money } from '@/components/ui/money';
import { CardTable, Cell, ColumnHeader, Row, RowHeader } from '@/components/ui/card-table';
import styles from './orders.module.css';

/** The order list (spec-coverage “Order history pages”): number (to the detail), date, total, PV, payment, status; a card per order on a phone. */
export function OrderTable({ orders }: { orders: readonly Order[] }) {
  return (
    <CardTable
      label="購買紀錄列表"
      className={styles.table}
      head={
        <>
          <ColumnHeader>訂單編號</ColumnHeader>
          <ColumnHeader className={styles.left}>訂購日期</ColumnHeader>
          <ColumnHeader>訂單金額</ColumnHeader>
          <ColumnHeader>PV</ColumnHeader>
          <ColumnHeader className={styles.left}>付款方式</ColumnHeader>
          <ColumnHeader className={styles.left}>訂單狀態</ColumnHeader>
        </>
      }
    >
      {orders.map((order) => (
        <Row key={order.id}>
          <RowHeader>
            <Link href={`/member/order/${order.id}`} className={styles.orderLink}>
              {order.order_number}
            </Link>
          </RowHeader>
          <Cell label="訂購日期" className={styles.left}>
            <time dateTime={order.created_at.replace(' ', 'T')}>{formatOrderDateTime(order.created_at)}</time>
          </Cell>
          <Cell label="訂單金額">
            <Money value={order.total_price} />
          </Cell>
          <Cell label="PV">{formatNumber(order.total_pv)}</Cell>
          <Cell label="付款方式" className={styles.left}>
            {paymentName(order.payment)}
          </Cell>
          <Cell label="訂單狀態" className={styles.left}>
            {orderStatusName(order.order_status)}
          </Cell>
        </Row>
      ))}
    </CardTable>
  );
}
