import type { Office, Order } from '@/lib/contract/types';
import { HOME_DELIVERY_CODE } from '@/lib/domain/checkout/schema';
import { CARRIER_TYPE_NAMES, INVOICE_ACCEPT_TYPE_NAMES } from '@/lib/domain/orders/order-display';
import { homeAddress } from './order-delivery';
import { OrderFacts, officeAddress, officeByCode } from './order-facts';
import styles from './orders.module.css';

type Props = { order: Order; offices: readonly Office[] | undefined; business: boolean };

/** Where a business member's invoice goes: 1 the delivery address, 2 the address given, 3 an office (by code). */
function invoiceAddress(order: Order, offices: readonly Office[] | undefined): string | null {
  switch (order.invoice_accept_type) {
    case 1: {
      if (order.delivery_code === HOME_DELIVERY_CODE) return homeAddress(order);
      const pickup = officeByCode(offices, order.delivery_code);
      return pickup ? `${pickup.name}（${officeAddress(pickup)}）` : order.office_name;
    }
    case 2:
      return order.invoice_address;
    case 3: {
      const office = officeByCode(offices, order.invoice_address);
      return office ? `${office.name}（${officeAddress(office)}）` : order.invoice_address;
    }
    default:
      return null;
  }
}

/**
 * The invoice (spec-coverage “Order history pages”): business members (identity card not starting with a capital
 * letter) see how the invoice is sent and where; others see their carrier: 1 member carrier,
 * 2 mobile barcode with the barcode, 4 donation with the love code.
 */
export function OrderInvoice({ order, offices, business }: Props) {
  const type = business ? order.invoice_accept_type : order.carrier_type;
  const rows: [string, string | null][] = business
    ? [
        ['發票寄送方式', type ? (INVOICE_ACCEPT_TYPE_NAMES[type] ?? null) : null],
        ['發票地址', invoiceAddress(order, offices)],
      ]
    : [
        ['發票載具', type ? (CARRIER_TYPE_NAMES[type] ?? null) : null],
        ['手機條碼', type === 2 ? order.carrier_id : null],
        ['愛心碼', type === 4 ? order.love_code : null],
      ];
  rows.push(['發票號碼', order.invoice_number]);
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>發票資訊</h2>
      <OrderFacts rows={rows} />
    </section>
  );
}
