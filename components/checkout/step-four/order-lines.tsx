import type { CartLine } from '@/lib/contract/types';
import { linePv, lineTotal } from '@/lib/domain/cart';
import { formatNumber } from '@/lib/domain/format';
import { shippingFeeLineNumber } from '@/lib/domain/shipping-fee-line';
import { CartLineCell } from '@/components/cart/cart-line-cell';
import cart from '@/components/cart/cart.module.css';
import { Money } from '@/components/ui/money';
import { ScrollTable } from '@/components/ui/scroll-table';

/** The order's lines as they will be ordered (lucky personalisation shown), and the shipping line when there is a fee. */
export function OrderLines({ lines, shipping }: { lines: readonly CartLine[]; shipping: number }) {
  return (
    <ScrollTable
      label="訂購商品"
      tableClass={cart.table}
      head={
        <>
          <th scope="col">商品</th>
          <th scope="col">單價</th>
          <th scope="col">數量</th>
          <th scope="col">小計</th>
          <th scope="col">PV 小計</th>
        </>
      }
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <CartLineCell line={line} />
          <td>
            <Money value={line.products.member_price} />
          </td>
          <td>{line.product_quantity}</td>
          <td>
            <Money value={lineTotal(line)} />
          </td>
          <td>{formatNumber(linePv(line))}</td>
        </tr>
      ))}
      {shipping > 0 ? (
        <tr>
          <th scope="row" className={cart.product}>
            <span className={cart.productText}>
              <span>運費</span>
              <span className={cart.number}>{shippingFeeLineNumber(shipping)}</span>
            </span>
          </th>
          <td>
            <Money value={shipping} />
          </td>
          <td>1</td>
          <td>
            <Money value={shipping} />
          </td>
          <td>0</td>
        </tr>
      ) : null}
    </ScrollTable>
  );
}
