import Link from 'next/link';
import type { ReactNode } from 'react';
import type { OrderItem } from '@/lib/contract/types';
import { formatNumber } from '@/lib/domain/format';
import { LuckyDetails } from '@/components/cart/lucky-details';
import { Money } from '@/components/ui/money';
import { ScrollTable } from '@/components/ui/scroll-table';
import { ProductThumb } from '@/components/product/product-thumb';
import { productPath } from '@/lib/routes/product-list-query';
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
          {line.products ? <Link href={productPath(line.product_id)}>{line.products.name}</Link> : <span>{line.product_number}</span>}
          {line.is_lucky === 1 ? <LuckyDetails line={line} withBirth /> : null}
        </span>
      </span>
    </th>
  );
}

type ItemsTableProps = {
  label: string;
  /** The first column's heading (what a row is). */
  heading: string;
  /** The headings after the product number. */
  columns: string[];
  lines: readonly OrderItem[];
  /** A line's cells after its product and number. */
  cells: (line: OrderItem) => ReactNode;
  /** Rows after the lines. */
  after?: ReactNode;
};

/** An order's items as a table: a row per line headed by its product, then its number, then `cells`. */
function ItemsTable({ label, heading, columns, lines, cells, after }: ItemsTableProps) {
  return (
    <ScrollTable
      label={label}
      tableClass={styles.table}
      head={
        <>
          <th scope="col">{heading}</th>
          <th scope="col" className={styles.left}>
            商品編號
          </th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </>
      }
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <ProductCell line={line} />
          <td className={styles.left}>{line.product_number}</td>
          {cells(line)}
        </tr>
      ))}
      {after}
    </ScrollTable>
  );
}

/**
 * The products of an order (spec-coverage “Order history pages”): image, name, number, unit price, PV, quantity, line total
 * and line PV (price and PV as they were when ordered), then the shipping-fee row when there is a fee.
 */
export function OrderProductsTable({ lines, fee }: { lines: readonly OrderItem[]; fee: FeeRow | null }) {
  return (
    <ItemsTable
      label="購買商品"
      heading="商品"
      columns={['單價', 'PV', '數量', '小計', 'PV 小計']}
      lines={lines}
      cells={(line) => (
        <>
          <td>
            <Money value={line.price} />
          </td>
          <td>{formatNumber(line.pv)}</td>
          <td>{formatNumber(quantityOf(line))}</td>
          <td>
            <Money value={line.price * quantityOf(line)} />
          </td>
          <td>{formatNumber(line.pv * quantityOf(line))}</td>
        </>
      )}
      after={
        fee ? (
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
        ) : null
      }
    />
  );
}

/** The gifts of an order's activities (lines with an activity_id), in their own table. */
export function OrderGiftsTable({ lines }: { lines: readonly OrderItem[] }) {
  return <ItemsTable label="活動贈品" heading="贈品" columns={['數量']} lines={lines} cells={(line) => <td>{formatNumber(quantityOf(line))}</td>} />;
}
