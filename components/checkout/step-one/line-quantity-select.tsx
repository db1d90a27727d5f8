import { CART_MESSAGES, lineLimit } from '@/lib/domain/cart';
import type { CartLine } from '@/lib/contract/types';
import styles from './step-one.module.css';

type Props = { line: CartLine; disabled?: boolean; onChange: (quantity: number) => void };

/** The most quantities the picker lists: more is no way to choose one, and an API may answer a limit or a quantity in the billions. */
const MOST_LISTED = 999;

/**
 * A line's quantity: 1 to the line limit (spec-coverage “Member area: favourites and cart step 1”). A lucky line is always 1, and a line
 * whose product has no stock says 已售完. A quantity above the limit (stock fell since it was added)
 * stays selectable, so the picker shows what the cart holds until the member lowers it.
 */
export function LineQuantitySelect({ line, disabled, onChange }: Props) {
  const limit = lineLimit(line.products);
  if (line.is_lucky === 1) return <span className={styles.fixedQuantity}>{line.product_quantity}</span>;
  if (limit === 0) return <span className={styles.soldOut}>{CART_MESSAGES.soldOut}</span>;
  const top = Math.min(Math.max(limit, line.product_quantity), MOST_LISTED);
  const quantities = Array.from({ length: top }, (_, i) => i + 1);
  if (line.product_quantity > top) quantities.push(line.product_quantity);
  return (
    <select
      className={styles.quantity}
      aria-label={`${line.products.name} 數量`}
      value={line.product_quantity}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {quantities.map((quantity) => (
        <option key={quantity} value={quantity}>
          {quantity}
        </option>
      ))}
    </select>
  );
}
