import type { Ref } from 'react';
import type { CartLine } from '@/lib/contract/types';
import { linePv, lineTotal } from '@/lib/domain/cart';
import { formatNumber } from '@/lib/domain/format';
import { CardTable, Cell, ColumnHeader, Row } from '@/components/ui/card-table';
import { Money } from '@/components/ui/money';
import { CartLineCell } from '@/components/cart/cart-line-cell';
import { LineQuantitySelect } from './line-quantity-select';
import { RemoveLineButton } from './remove-line-button';
import cart from '@/components/cart/cart.module.css';
import styles from './step-one.module.css';

type Props = {
  ref?: Ref<HTMLDivElement>;
  lines: readonly CartLine[];
  onQuantity: (line: CartLine, quantity: number) => void;
  /** Resolves once the line is removed, or rolled back on a refusal. */
  onRemove: (line: CartLine) => Promise<unknown>;
  /** Opens the personalisation form of a lucky line. */
  onEdit: (line: CartLine) => void;
};

/** Cart step 1's list (spec-coverage “Member area: favourites and cart step 1”): a row (a card on a phone) per line; the totals follow in `CartTotals`. */
export function CartTable({ ref, lines, onQuantity, onRemove, onEdit }: Props) {
  return (
    <CardTable
      ref={ref}
      label="購物清單"
      className={cart.table}
      head={
        <>
          <ColumnHeader>商品</ColumnHeader>
          <ColumnHeader>單價</ColumnHeader>
          <ColumnHeader>PV</ColumnHeader>
          <ColumnHeader>數量</ColumnHeader>
          <ColumnHeader>小計</ColumnHeader>
          <ColumnHeader>PV 小計</ColumnHeader>
          <ColumnHeader hidden>移除</ColumnHeader>
        </>
      }
    >
      {lines.map((line) => {
        // A line the API has not confirmed yet (negative id) cannot be changed until it has.
        const provisional = line.id < 0;
        return (
          <Row key={line.id}>
            <CartLineCell
              line={line}
              luckyActions={
                <button
                  type="button"
                  className={styles.edit}
                  disabled={provisional}
                  aria-haspopup="dialog"
                  onClick={() => onEdit(line)}
                >
                  修改訂製資料<span className="visually-hidden"> {line.products.name}</span>
                </button>
              }
            />
            <Cell label="單價">
              <Money value={line.products.member_price} />
            </Cell>
            <Cell label="PV">{formatNumber(line.products.pv)}</Cell>
            <Cell label="數量">
              <LineQuantitySelect
                line={line}
                disabled={provisional}
                onChange={(quantity) => onQuantity(line, quantity)}
              />
            </Cell>
            <Cell label="小計">
              <Money value={lineTotal(line)} />
            </Cell>
            <Cell label="PV 小計">{formatNumber(linePv(line))}</Cell>
            <Cell className={styles.removeCell}>
              <RemoveLineButton line={line} disabled={provisional} onRemove={onRemove} />
            </Cell>
          </Row>
        );
      })}
    </CardTable>
  );
}
