import { and, count, eq, sql } from 'drizzle-orm';
import {
  CART_MESSAGES,
  cartFortuneOf,
  chartValuesOfFortune,
  MAX_CART_LINES,
  type CartFortune,
  type Personalisation,
} from '@/lib/domain/cart';
import { chartPayload } from '@/lib/domain/fortune';
import type { Db } from '../db/client';
import { isLive } from '../db/filters';
import { characters, members, products, shoppingCarts } from '../db/schema';
import { HttpError, invalidField } from '../http/errors';
import { presentProducts } from './product-images';
import type { CartLine } from '@/lib/contract/types';

/** A cart line as the API sends it: every column but the owner and the soft-delete stamp. */
export const lineColumns = {
  id: shoppingCarts.id,
  product_id: shoppingCarts.product_id,
  product_quantity: shoppingCarts.product_quantity,
  is_lucky: shoppingCarts.is_lucky,
  is_installment: shoppingCarts.is_installment,
  character_id: shoppingCarts.character_id,
  fortune_name: shoppingCarts.fortune_name,
  fortune_gender: shoppingCarts.fortune_gender,
  fortune_calendar: shoppingCarts.fortune_calendar,
  fortune_year: shoppingCarts.fortune_year,
  fortune_month: shoppingCarts.fortune_month,
  fortune_day: shoppingCarts.fortune_day,
  fortune_is_leap: shoppingCarts.fortune_is_leap,
  fortune_china_hour: shoppingCarts.fortune_china_hour,
  fortune_hour: shoppingCarts.fortune_hour,
  fortune_minute: shoppingCarts.fortune_minute,
  fortune_birth_at: shoppingCarts.fortune_birth_at,
  fortune_wrist_size: shoppingCarts.fortune_wrist_size,
  fortune_ring_size: shoppingCarts.fortune_ring_size,
  fortune_finger: shoppingCarts.fortune_finger,
  fortune_word: shoppingCarts.fortune_word,
  result: shoppingCarts.result,
  created_at: shoppingCarts.created_at,
  updated_at: shoppingCarts.updated_at,
};

type Line = Omit<typeof shoppingCarts.$inferSelect, 'member_id' | 'deleted_at'>;
type ProductRow = typeof products.$inferSelect;

/** Lines with their products (and images) and out_of_stock, in the order given. */
export async function presentLines(db: Db, rows: { line: Line; product: ProductRow }[]): Promise<CartLine[]> {
  const shown = await presentProducts(
    db,
    rows.map((row) => row.product),
  );
  return rows.map(({ line, product }, i) => ({
    ...line,
    out_of_stock: product.quantity <= 0 ? 1 : 0,
    products: shown[i],
  }));
}

export const ownLines = (memberId: number) => eq(shoppingCarts.member_id, memberId);

/**
 * Serialises one member's multi-row changes (row lock on the member): the cart's line cap and the charts'
 * cap hold under concurrent adds, and two cart changes can never lock the same lines in opposite orders
 * (deadlock).
 */
export async function lockMember(tx: Db, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** What an add needs to know about the member's cart, in one query: its lines, the product's ordinary line, instalment lines. */
export async function countLines(tx: Db, memberId: number, ordinaryProductId = 0) {
  const [counts] = await tx
    .select({
      lines: count(),
      sameOrdinary:
        sql<number>`count(*) filter (where ${shoppingCarts.product_id} = ${ordinaryProductId} and ${shoppingCarts.is_lucky} = 0)`.mapWith(
          Number,
        ),
      instalments:
        sql<number>`count(*) filter (where ${shoppingCarts.is_lucky} = 1 and ${shoppingCarts.is_installment} = 1)`.mapWith(
          Number,
        ),
    })
    .from(shoppingCarts)
    .where(ownLines(memberId));
  return counts;
}

/** 422 購物車品項已達上限 when a new line would pass the cap; summing into the product's ordinary line adds none. */
export function ensureRoom(counts: { lines: number; sameOrdinary: number }) {
  if (counts.lines >= MAX_CART_LINES && counts.sameOrdinary === 0) throw new HttpError(422, CART_MESSAGES.cartFull);
}

/** Choosing 12 instalments for a lucky line takes the ordinary goods out of the cart (spec-coverage “Favourites and cart API”). */
export const removeOrdinaryLines = (tx: Db, memberId: number) =>
  tx.delete(shoppingCarts).where(and(ownLines(memberId), eq(shoppingCarts.is_lucky, 0)));

/** The caller's own saved chart, share-locked for the transaction, else 422 查無此命盤，請重新選擇. */
export async function ownChart(db: Db, memberId: number, id: number) {
  const [chart] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, id), eq(characters.member_id, memberId), isLive(characters)))
    .limit(1)
    .for('share');
  if (!chart) throw invalidField('character_id', CART_MESSAGES.chartMissing);
  return chart;
}

/** The word and sizes of a choice, as the line stores them. */
const wordAndSizes = (choice: Personalisation) => ({
  fortune_word: choice.fortune_word,
  fortune_ring_size: choice.fortune_ring_size == null ? null : String(choice.fortune_ring_size),
  fortune_finger: choice.fortune_finger ?? null,
  fortune_wrist_size: choice.fortune_wrist_size ?? null,
});

/** A lucky line's personalisation from a saved chart: the chart's fields (the date in the chart's own calendar), word and sizes. */
export function personalisedFields(chart: typeof characters.$inferSelect, choice: Personalisation) {
  return {
    ...cartFortuneOf(chart),
    character_id: chart.id,
    fortune_birth_at: chart.birth_at,
    result: chart.result,
    ...wordAndSizes(choice),
  };
}

/**
 * A lucky line's personalisation from the spec's fortune fields (M §3), already checked with the chart's rules: stored
 * as sent (the time-branch worked out when not sent), with the common birth date-time; no saved chart, no result.
 */
export function fortuneFieldsOf(choice: Personalisation & Partial<CartFortune>) {
  const values = chartValuesOfFortune(choice);
  const stored = chartPayload(values);
  return {
    character_id: null,
    fortune_name: values.fortune_name,
    fortune_gender: values.fortune_gender,
    fortune_calendar: values.fortune_calendar,
    fortune_year: String(Number(values.fortune_year)),
    fortune_month: String(Number(values.fortune_month)),
    fortune_day: String(Number(values.fortune_day)),
    fortune_is_leap: stored.is_leap,
    fortune_china_hour: choice.fortune_china_hour?.trim() || stored.china_hour,
    fortune_hour: stored.hour,
    fortune_minute: stored.minute,
    fortune_birth_at: stored.birth_at,
    result: null,
    ...wordAndSizes(choice),
  };
}
