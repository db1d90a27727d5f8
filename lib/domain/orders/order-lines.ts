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

/** What a product page link needs of an order's product line. */
type LinkableOrderLine = { product_id: number; product_number: string; products: { name: string } | null };

/**
 * The products of an order to add again one by one from their pages, on an API without `POST orders/{id}/buy-again`
 * (decision 0164): each product once, in the order the page lists them (`splitOrderLines`'s products), named by the
 * product, else its number.
 */
export const productsToBuyAgain = (lines: readonly LinkableOrderLine[]): { id: number; name: string }[] =>
  lines
    .filter((line, index) => lines.findIndex((other) => other.product_id === line.product_id) === index)
    .map((line) => ({ id: line.product_id, name: line.products?.name ?? line.product_number }));
