import { isShippingFeeLine } from '../shipping-fee-line';

/** What the split needs of an order line (the contract's OrderItem has it). */
export type SortableOrderLine = { id: number; product_number: string; activity_id: number | null };

const byNumberThenId = (a: SortableOrderLine, b: SortableOrderLine) =>
  a.product_number < b.product_number ? -1 : a.product_number > b.product_number ? 1 : a.id - b.id;

/**
 * An order's lines as the detail page shows them (spec-coverage “Order history pages” "Order detail"): products are the
 * lines without an activity_id, gifts those with one, each sorted by product number and then id; the
 * shipping-fee line (06004 / 0600401 / 0600402) is neither, it is the fee row.
 */
export function splitOrderLines<T extends SortableOrderLine>(
  lines: readonly T[],
): { products: T[]; gifts: T[]; feeLine: T | undefined } {
  const feeLine = lines.find((line) => isShippingFeeLine(line.product_number));
  const rest = lines.filter((line) => line !== feeLine && !isShippingFeeLine(line.product_number));
  return {
    products: rest.filter((line) => line.activity_id === null || line.activity_id === undefined).sort(byNumberThenId),
    gifts: rest.filter((line) => line.activity_id !== null && line.activity_id !== undefined).sort(byNumberThenId),
    feeLine,
  };
}
