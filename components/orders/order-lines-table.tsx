import Link from 'next/link';
import type { OrderItem } from '@/lib/api/types';
import { formatNumber } from '@/lib/domain/format';
import { LuckyDetails } from '@/components/cart/lucky-details';
import { Money } from '@/components/ui/money';
import { ScrollTable } from '@/components/ui/scroll-table';
import { ProductThumb } from '@/components/product/product-thumb';
import styles from './orders.module.css';

/** The shipping-fee line as the items table shows it: its product number and amount. */
export type FeeRow = { code: string; amount: number };

const quantityOf = (line: OrderItem) => line.product_quantity || line.gift_quantity || 0;

function ProductCell({ line }: { line: OrderItem }) {
  return (
    <th scope="row">
      <span className={styles.product}>
        <ProductThumb product={line.products ?? { images: [] }} />
        <span className={styles.productText}>
          {line.products ? <Link href={`/product/${line.product_id}`}>{line.products.name}</Link> : <span>{line.product_number}</span>}
          {line.is_lucky === 1 ? <LuckyDetails line={line} withBirth /> : null}
        </span>
      </span>
    </th>
  );
}

/**
 * The products of an order (spec-coverage “Order history pages”): image, name, number, unit price, PV, quantity, line total
 * and line PV (price and PV as they were when ordered), then the shipping-fee row when there is a fee.
 */
export function OrderProductsTable({ lines, fee }: { lines: readonly OrderItem[]; fee: FeeRow | null }) {
  return (
    <ScrollTable
      label="購買商品"
      tableClass={styles.table}
      head={
        <>
          <th scope="col">商品</th>
          <th scope="col" className={styles.left}>
            商品編號
          </th>
          <th scope="col">單價</th>
          <th scope="col">PV</th>
          <th scope="col">數量</th>
          <th scope="col">小計</th>
          <th scope="col">PV 小計</th>
        </>
      }
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <ProductCell line={line} />
          <td className={styles.left}>{line.product_number}</td>
          <td>
            <Money value={line.price} />
          </td>
          <td>{formatNumber(line.pv)}</td>
          <td>{formatNumber(quantityOf(line))}</td>
          <td>
            <Money value={line.price * quantityOf(line)} />
          </td>
          <td>{formatNumber(line.pv * quantityOf(line))}</td>
        </tr>
      ))}
      {fee ? (
        <tr className={styles.fee}>
          <th scope="row">運費</th>
          <td className={styles.left}>{fee.code}</td>
          <td>
            <Money value={fee.amount} />
          </td>
          <td>0</td>
          <td>1</td>
          <td>
            <Money value={fee.amount} />
          </td>
          <td>0</td>
        </tr>
      ) : null}
    </ScrollTable>
  );
}

/** The gifts of an order's activities (lines with an activity_id), in their own table. */
export function OrderGiftsTable({ lines }: { lines: readonly OrderItem[] }) {
  return (
    <ScrollTable
      label="活動贈品"
      tableClass={styles.table}
      head={
        <>
          <th scope="col">贈品</th>
          <th scope="col" className={styles.left}>
            商品編號
          </th>
          <th scope="col">數量</th>
        </>
      }
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <ProductCell line={line} />
          <td className={styles.left}>{line.product_number}</td>
          <td>{formatNumber(quantityOf(line))}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
