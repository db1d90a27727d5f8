import type { Office, Order } from '@/lib/contract/types';
import { orderStatusName } from '@/lib/domain/orders/status';
import { formatOrderDate, formatOrderDateTime, installmentText, paymentName } from '@/lib/domain/orders/order-display';
import { OrderFacts, officeByCode } from './order-facts';
import styles from './orders.module.css';

/** Order information (spec-coverage “Order history pages”): number, date, status, payment with its instalments or ATM details. */
export function OrderSummary({ order, offices }: { order: Order; offices: readonly Office[] | undefined }) {
  const atm = order.payment === 'ATM';
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>訂單資訊</h2>
      <OrderFacts
        rows={[
          ['訂單編號', order.order_number],
          ['訂購日期', formatOrderDateTime(order.created_at)],
          ['訂單狀態', orderStatusName(order.order_status)],
          ['付款方式', paymentName(order.payment)],
          ['分期付款', atm ? null : installmentText(order.installment)],
          ['匯款日期', atm ? formatOrderDate(order.atm_day) : null],
          ['匯款帳號末五碼', atm ? order.card_number : null],
          ['付款時間', formatOrderDateTime(order.paid_at)],
          ['業績地區', officeByCode(offices, order.sale_territory)?.name ?? order.sale_territory],
        ]}
      />
    </section>
  );
}
