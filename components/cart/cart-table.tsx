import type { Ref } from 'react';
import type { CartLine } from '@/lib/contract/types';
import { cartTotals, linePv, lineTotal } from '@/lib/domain/cart';
import { formatNumber } from '@/lib/domain/format';
import { Money } from '@/components/ui/money';
import { ScrollTable } from '@/components/ui/scroll-table';
import { CartLineCell } from './cart-line-cell';
import { LineQuantitySelect } from './line-quantity-select';
import styles from './cart.module.css';

type Props = {
  ref?: Ref<HTMLDivElement>;
  lines: readonly CartLine[];
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  /** Opens the personalisation form of a lucky line. */
  onEdit: (line: CartLine) => void;
};

/** Cart step 1's table (spec-coverage “Member area: favourites and cart step 1”): a row per line, then the order total in NT$ and the PV total. */
export function CartTable({ ref, lines, onQuantity, onRemove, onEdit }: Props) {
  const totals = cartTotals(lines);
  return (
    <ScrollTable
      ref={ref}
      label="購物清單"
      tableClass={styles.table}
      head={
        <>
          <th scope="col">商品</th>
          <th scope="col">單價</th>
          <th scope="col">PV</th>
          <th scope="col">數量</th>
          <th scope="col">小計</th>
          <th scope="col">PV 小計</th>
          <th scope="col">
            <span className="visually-hidden">移除</span>
          </th>
        </>
      }
      foot={
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              訂單總金額
            </th>
            <td colSpan={3}>
              <strong>
                <Money value={totals.price} />
              </strong>
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              PV 總計
            </th>
            <td colSpan={3}>{formatNumber(totals.pv)}</td>
          </tr>
        </tfoot>
      }
    >
      {lines.map((line) => {
        // A line the API has not confirmed yet (negative id) cannot be changed until it has.
        const provisional = line.id < 0;
        return (
          <tr key={line.id}>
            <CartLineCell
              line={line}
              luckyActions={
                <button type="button" className={styles.edit} disabled={provisional} aria-haspopup="dialog" onClick={() => onEdit(line)}>
                  修改訂製資料<span className="visually-hidden"> {line.products.name}</span>
                </button>
              }
            />
            <td>
              <Money value={line.products.member_price} />
            </td>
            <td>{formatNumber(line.products.pv)}</td>
            <td>
              <LineQuantitySelect line={line} disabled={provisional} onChange={(quantity) => onQuantity(line, quantity)} />
            </td>
            <td>
              <Money value={lineTotal(line)} />
            </td>
            <td>{formatNumber(linePv(line))}</td>
            <td>
              <button type="button" className={styles.remove} disabled={provisional} onClick={() => onRemove(line)}>
                移除<span className="visually-hidden"> {line.products.name}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
