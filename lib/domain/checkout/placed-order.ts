import { idFromSegment } from '../record-id';
import { isRecord } from '@/lib/domain/api-dates';

/*
 * Which order step 4's submission made, on any API (issue 50, docs/api-contract.md "Where the spec is silent or says two things: the shop's readings"; decision 0165).
 * The spec says POST orders answers "payment and url" (M §7): an API built from it may answer without
 * `data`, without `id` or `order_number`, and may ignore `Idempotency-Key`, which the spec never names. So
 * the answer is read as far as it goes, and when it says too little, or never came, the order is looked
 * up among the member's newest orders (GET orders) before anything is sent again.
 */

/** What POST orders said of the order it made: each part null when the answer does not say it. */
export type PlacedOrder = { id: number | null; orderNumber: string | null; url: string | null };

/**
 * One order attempt of step 4 (one Idempotency-Key), kept in the draft until step 5 shows a result:
 * what it sent (the total and the products), and the highest order id the member had before it was
 * sent, so that a lookup tells the attempt's order from an earlier one. `after` is null when that is
 * not known (an attempt kept from before this reading): then only an answered order number is matched.
 */
export type OrderAttempt = { key: string; after: number | null; total: number; productIds: number[] };

/** A row of an orders list as the lookup reads it (the spec's Order: id, order_number, total_price, order_items). */
type OrderRow = Record<string, unknown>;

/** A record id given as a number or its digits; null for anything else. */
const idOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? idFromSegment(String(value)) : null;

const textOf = (value: unknown) =>
  (typeof value === 'string' && value.trim()) || (typeof value === 'number' ? String(value) : null);

/** POST orders' answer, wrapped in `data` or not, read for the order's id, order_number and payment url. */
export function readPlacedOrder(answer: unknown): PlacedOrder {
  const outer = isRecord(answer) ? answer : {};
  const inner = isRecord(outer.data) ? outer.data : {};
  const field = (name: string) => inner[name] ?? outer[name];
  return { id: idOf(field('id')), orderNumber: textOf(field('order_number')), url: textOf(field('url')) };
}

/**
 * The rows and last page of an orders answer: a bare array, `{data: [...]}` with or without the paged
 * fields, or the paged object itself under `data`. A last page that is not a whole number is 1.
 */
export function ordersPageOf(answer: unknown): { rows: OrderRow[]; lastPage: number } {
  const outer = isRecord(answer) ? answer : {};
  const paged = isRecord(outer.data) ? outer.data : outer;
  const list = Array.isArray(answer) ? answer : Array.isArray(paged.data) ? paged.data : [];
  const last = Number(paged.last_page ?? outer.last_page);
  return { rows: list.filter(isRecord), lastPage: Number.isInteger(last) && last > 1 ? last : 1 };
}

/** The highest order id among these rows (0 when there is none): what `OrderAttempt.after` keeps. */
export const newestOrderId = (rows: readonly OrderRow[]) => Math.max(0, ...rows.map((row) => idOf(row.id) ?? 0));

/** Every product of the attempt is among the order's lines (when the row carries its lines). */
function hasProducts(row: OrderRow, productIds: readonly number[]) {
  if (!Array.isArray(row.order_items)) return true;
  const ordered = new Set(row.order_items.filter(isRecord).map((item) => idOf(item.product_id)));
  return productIds.every((id) => ordered.has(id));
}

/**
 * The attempt's order among the member's newest orders: the one with the answered order number when
 * the answer gave one; else an order made after the attempt began (an id above `after`) for the same
 * total with the same products, the newest if several. Null when none is, or when `after` is unknown.
 */
export function findAttemptOrder(
  rows: readonly OrderRow[],
  attempt: Pick<OrderAttempt, 'after' | 'total' | 'productIds'>,
  orderNumber: string | null = null,
): { id: number; orderNumber: string | null } | null {
  const readable = rows
    .map((row) => ({ row, id: idOf(row.id), orderNumber: textOf(row.order_number) }))
    .filter((entry): entry is { row: OrderRow; id: number; orderNumber: string | null } => entry.id !== null);
  if (orderNumber !== null) {
    const named = readable.find((entry) => entry.orderNumber === orderNumber);
    return named ? { id: named.id, orderNumber: named.orderNumber } : null;
  }
  const { after } = attempt;
  if (after === null) return null;
  const made = readable
    .filter(
      ({ row, id }) => id > after && Number(row.total_price) === attempt.total && hasProducts(row, attempt.productIds),
    )
    .sort((a, b) => b.id - a.id)[0];
  return made ? { id: made.id, orderNumber: made.orderNumber } : null;
}

/** The attempt kept in local storage; an earlier shop kept only its key (a string): its `after` is unknown. */
export function attemptOf(stored: unknown): OrderAttempt | null {
  if (typeof stored === 'string' && stored) return { key: stored, after: null, total: 0, productIds: [] };
  if (!isRecord(stored) || typeof stored.key !== 'string' || !stored.key) return null;
  const after = typeof stored.after === 'number' && Number.isInteger(stored.after) ? stored.after : null;
  const productIds = Array.isArray(stored.productIds)
    ? stored.productIds.filter((id): id is number => typeof id === 'number')
    : [];
  return { key: stored.key, after, total: Number(stored.total) || 0, productIds };
}
