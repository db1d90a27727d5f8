import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { OrderItem } from '@/lib/contract/types';
import { formatNumber } from '@/lib/domain/format';
import { LuckyDetails } from '@/components/cart/lucky-details';
import { Money } from '@/components/ui/money';
import { CardTable, Cell, ColumnHeader, Row, RowHeader } from '@/components/ui/card-table';
import { ProductThumb } from '@/components/product/product-thumb';
import { productPath } from '@/lib/routes/product-list-query';
import styles from './orders.module.css';

/** The shipping-fee line as the items table shows it: its product number and amount. */
export type FeeRow = { code: string; amount: number };

const quantityOf = (line: OrderItem) => line.product_quantity || line.gift_quantity || 0;

function ProductCell({ line }: { line: OrderItem }) {
  return (
    <RowHeader>
      <span className={styles.product}>
        <ProductThumb product={line.products ?? { images: [] }} />
        <span className={styles.productText}>
          {line.products ? (
            <Link href={productPath(line.product_id)}>{line.products.name}</Link>
          ) : (
            <span>{line.product_number}</span>
          )}
          {line.is_lucky === 1 ? <LuckyDetails line={line} withBirth /> : null}
        </span>
      </span>
    </RowHeader>
  );
}

type ItemsTableProps = {
  label: string;
  /** The first column's heading (what a row is). */
  heading: string;
  /** The headings after the product number. */
  columns: string[];
  lines: readonly OrderItem[];
  /** A line's cells after its product and number (`Cell`s labelled with `columns`). */
  cells: (line: OrderItem) => ReactNode;
  /** Rows after the lines. */
  after?: ReactNode;
};

/** An order's items as a table: a row per line headed by its product, then its number, then `cells`. */
function ItemsTable({ label, heading, columns, lines, cells, after }: ItemsTableProps) {
  return (
    <CardTable
      label={label}
      className={styles.table}
      head={
        <>
          <ColumnHeader>{heading}</ColumnHeader>
          <ColumnHeader className={styles.left}>商品編號</ColumnHeader>
          {columns.map((column) => (
            <ColumnHeader key={column}>{column}</ColumnHeader>
          ))}
        </>
      }
    >
      {lines.map((line) => (
        <Row key={line.id}>
          <ProductCell line={line} />
          <Cell label="商品編號" className={styles.left}>
            {line.product_number}
          </Cell>
          {cells(line)}
        </Row>
      ))}
      {after}
    </CardTable>
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
          <Cell label="單價">
            <Money value={line.price} />
          </Cell>
          <Cell label="PV">{formatNumber(line.pv)}</Cell>
          <Cell label="數量">{formatNumber(quantityOf(line))}</Cell>
          <Cell label="小計">
            <Money value={line.price * quantityOf(line)} />
          </Cell>
          <Cell label="PV 小計">{formatNumber(line.pv * quantityOf(line))}</Cell>
        </>
      )}
      after={
        fee ? (
          <Row className={styles.fee}>
            <RowHeader>運費</RowHeader>
            <Cell label="商品編號" className={styles.left}>
              {fee.code}
            </Cell>
            <Cell label="單價">
              <Money value={fee.amount} />
            </Cell>
            <Cell label="PV">0</Cell>
            <Cell label="數量">1</Cell>
            <Cell label="小計">
              <Money value={fee.amount} />
            </Cell>
            <Cell label="PV 小計">0</Cell>
          </Row>
        ) : null
      }
    />
  );
}

/** The gifts of an order's activities (lines with an activity_id), in their own table. */
export function OrderGiftsTable({ lines }: { lines: readonly OrderItem[] }) {
  return (
    <ItemsTable
      label="活動贈品"
      heading="贈品"
      columns={['數量']}
      lines={lines}
      cells={(line) => <Cell label="數量">{formatNumber(quantityOf(line))}</Cell>}
    />
  );
}
