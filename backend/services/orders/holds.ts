import { and, count, countDistinct, eq, gte, inArray, isNull, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { purchaseLimit } from '@/lib/domain/cart';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import {
  MAX_DECLINED_CARDS_OF_A_PRODUCT,
  MAX_OPEN_UNPAID_ORDERS,
  MAX_UNPAID_HOLDS_OF_A_PRODUCT,
  ORDER_MESSAGES as M,
  ORDER_STATUS_CODE as S,
  UNPAID_HOLD_MEMORY_DAYS,
  unpaidHoldForgottenAt,
  wallTimeMinus,
} from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { HttpError, invalidField } from '../../http/errors';
import type { PricedOrder } from './pricing';

/*
 * How much a member may hold without paying (docs/api-contract.md "Submitting an order"), checked in POST
 * orders' transaction with the member's cart locked, so a burst of submits meets the same limits as a
 * queue. The caller expired the member's overdue orders first.
 */

const UNPAID = [S.orderedUnpaid, S.cardProcessing];

/** 4015 when the member already holds MAX_OPEN_UNPAID_ORDERS unpaid orders (1 or 2). */
export async function refuseTooManyUnpaid(tx: Db, memberId: number) {
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.member_id, memberId), inArray(orders.order_status, UNPAID)));
  if (open.n >= MAX_OPEN_UNPAID_ORDERS) throw new HttpError(422, M.tooManyUnpaid, { status_from_backend: 4015 });
}

/** The goods lines of the order (never gifts or the fee line), by product. */
const goodsOf = (priced: PricedOrder) => priced.lines.map(({ product, quantity }) => ({ product, quantity }));

/** The member's order lines of these goods (gifts left out), joined to their orders. */
const memberLinesOf = (memberId: number, goods: ReturnType<typeof goodsOf>) =>
  and(
    eq(orders.member_id, memberId),
    isNull(orderItems.activity_id),
    inArray(
      orderItems.product_id,
      goods.map(({ product }) => product.id),
    ),
  );

type PlacedOrder = { memberId: number; orderId: number };

/**
 * For each of the order's goods, the member's other orders (not `orderId`) that `which` selects and that
 * name it: how many, and the least of `oldest` among them.
 */
const otherOrdersOfGoods = <T>(
  tx: Db,
  { memberId, orderId }: PlacedOrder,
  priced: PricedOrder,
  which: SQL,
  oldest: SQL<T>,
) =>
  tx
    .select({ product_id: orderItems.product_id, orders: countDistinct(orders.id), oldest })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(memberLinesOf(memberId, goodsOf(priced)), ne(orders.id, orderId), which))
    .groupBy(orderItems.product_id);

/**
 * 422 on order_items when this order and the member's unpaid orders (1 or 2) would together hold more of
 * an ordinary product than its purchase limit (max_limited_buy, else 50): the limit is per member, not
 * per order, so three unpaid orders cannot hold three times it. Lucky items are personalised one by one
 * and stay out of it.
 */
export async function refuseOverHeld(tx: Db, memberId: number, priced: PricedOrder) {
  const ordinary = goodsOf(priced).filter(({ product }) => !isLuckyProductNumber(product.product_number));
  if (!ordinary.length) return;
  const held = await tx
    .select({ product_id: orderItems.product_id, quantity: sum(orderItems.product_quantity).mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(memberLinesOf(memberId, ordinary), inArray(orders.order_status, UNPAID)))
    .groupBy(orderItems.product_id);
  for (const { product, quantity } of ordinary) {
    const already = held.find((row) => row.product_id === product.id)?.quantity ?? 0;
    const limit = purchaseLimit(product);
    if (already > 0 && already + quantity > limit)
      throw invalidField('order_items', M.unpaidHold(product.name, already, limit));
  }
}

/** An order closed without being paid: cancelled by its member before paying, or expired (a declined card has its own bound). */
const closedUnpaid = and(
  inArray(orders.order_status, [S.cancelled, S.cardFailed]),
  inArray(orders.closed_reason, ['member', 'expired']),
  isNull(orders.paid_at),
);

/**
 * 422 on order_items when the member already has MAX_UNPAID_HOLDS_OF_A_PRODUCT orders besides this one
 * (`orderId`, just stored) of one of its goods, placed in the last UNPAID_HOLD_MEMORY_DAYS and unpaid or
 * closed without payment: cancelling and ordering again would otherwise renew a hold on a scarce product
 * without end. The message says from when the oldest closed one no longer counts.
 */
export async function refuseRenewedHolds(tx: Db, placed: PlacedOrder, priced: PricedOrder, now: string) {
  const since = wallTimeMinus(now, UNPAID_HOLD_MEMORY_DAYS * 24 * 60);
  const holds = await otherOrdersOfGoods(
    tx,
    placed,
    priced,
    or(inArray(orders.order_status, UNPAID), and(closedUnpaid, gte(orders.created_at, since)))!,
    // As text: a bare aggregate of a timestamp skips the column's string mapping.
    sql<string | null>`min(case when ${closedUnpaid} then ${orders.created_at} end)::text`,
  );
  for (const { product } of goodsOf(priced)) {
    const row = holds.find((hold) => hold.product_id === product.id);
    if (!row || row.orders < MAX_UNPAID_HOLDS_OF_A_PRODUCT || !row.oldest) continue;
    const from = unpaidHoldForgottenAt(row.oldest).slice(0, 16);
    throw invalidField('order_items', M.unpaidRenewals(product.name, row.orders, UNPAID_HOLD_MEMORY_DAYS, from));
  }
}

/** A card order the gateway declined (never paid after): its goods were held until the decline. */
const declinedCard = and(
  eq(orders.order_status, S.cardFailed),
  eq(orders.closed_reason, 'declined'),
  isNull(orders.paid_at),
);

/**
 * 422 on order_items when a card order (`payment` not ATM) names a product of which the member already has
 * MAX_DECLINED_CARDS_OF_A_PRODUCT declined card orders placed in the last UNPAID_HOLD_MEMORY_DAYS: each held
 * the goods until its decline, so declining and ordering again would hold them without end. A member whose
 * card fails once or twice tries again; past the bound an ATM order (under refuseRenewedHolds) is still open.
 * The message says from when the oldest decline no longer counts.
 */
export async function refuseRepeatedDeclines(
  tx: Db,
  { payment, ...placed }: PlacedOrder & { payment: string },
  priced: PricedOrder,
  now: string,
) {
  if (payment === 'ATM') return;
  const since = wallTimeMinus(now, UNPAID_HOLD_MEMORY_DAYS * 24 * 60);
  const declines = await otherOrdersOfGoods(
    tx,
    placed,
    priced,
    and(declinedCard, gte(orders.created_at, since))!,
    sql<string>`min(${orders.created_at})::text`,
  );
  for (const { product } of goodsOf(priced)) {
    const row = declines.find((decline) => decline.product_id === product.id);
    if (!row || row.orders < MAX_DECLINED_CARDS_OF_A_PRODUCT) continue;
    const from = unpaidHoldForgottenAt(row.oldest).slice(0, 16);
    throw invalidField('order_items', M.declinedCards(product.name, row.orders, UNPAID_HOLD_MEMORY_DAYS, from));
  }
}
