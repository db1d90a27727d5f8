import type { CartLine } from '@/lib/contract/types';
import { linePv, lineTotal } from '@/lib/domain/cart';
import { formatNumber } from '@/lib/domain/format';
import { shippingFeeLineNumber } from '@/lib/domain/shipping-fee-line';
import { CartLineCell } from '@/components/cart/cart-line-cell';
import cart from '@/components/cart/cart.module.css';
import { CardTable, Cell, ColumnHeader, Row, RowHeader } from '@/components/ui/card-table';
import { Money } from '@/components/ui/money';

/** The order's lines as they will be ordered (lucky personalisation shown), and the shipping line when there is a fee; a card per line on a phone. */
export function OrderLines({ lines, shipping }: { lines: readonly CartLine[]; shipping: number }) {
  return (
    <CardTable
      label="訂購商品"
      className={cart.table}
      head={
        <>
          <ColumnHeader>商品</ColumnHeader>
          <ColumnHeader>單價</ColumnHeader>
          <ColumnHeader>數量</ColumnHeader>
          <ColumnHeader>小計</ColumnHeader>
          <ColumnHeader>PV 小計</ColumnHeader>
        </>
      }
    >
      {lines.map((line) => (
        <Row key={line.id}>
          <CartLineCell line={line} />
          <Cell label="單價">
            <Money value={line.products.member_price} />
          </Cell>
          <Cell label="數量">{line.product_quantity}</Cell>
          <Cell label="小計">
            <Money value={lineTotal(line)} />
          </Cell>
          <Cell label="PV 小計">{formatNumber(linePv(line))}</Cell>
        </Row>
      ))}
      {shipping > 0 ? (
        <Row>
          <RowHeader className={cart.product}>
            <span className={cart.productText}>
              <span>運費</span>
              <span className={cart.number}>{shippingFeeLineNumber(shipping)}</span>
            </span>
          </RowHeader>
          <Cell label="單價">
            <Money value={shipping} />
          </Cell>
          <Cell label="數量">1</Cell>
          <Cell label="小計">
            <Money value={shipping} />
          </Cell>
          <Cell label="PV 小計">0</Cell>
        </Row>
      ) : null}
    </CardTable>
  );
}
