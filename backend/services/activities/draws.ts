import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_MESSAGES, drawPrize, giftAvailable } from '@/lib/domain/activities';
import { isAwaitingPayment, ORDER_MESSAGES, ORDER_STATUS_CODE as S } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { activities, activityFives, activityItems, orderItems, orders, products } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { expireOverdue } from '../orders/order-life';
import { withImages } from '../product-images';
import { spendGiftQuota } from './order-gifts';
import type { Draw } from '@/lib/contract/types';

/** Draws of a dead order cannot be opened. */
const CLOSED_STATUSES: readonly number[] = [S.cancelled, S.cardFailed, S.erroneous];

/** A uniform number in [0, 1) from the operating system's random source (a prize must not be guessable). */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

const drawFields = {
  id: activityFives.id,
  order_id: activityFives.order_id,
  activity_id: activityFives.activity_id,
  activity_title: activities.title,
  opened_at: activityFives.opened_at,
  product_id: activityItems.product_id,
};

/** Draws as the API answers them (`GET activities_five/{order_id}` in lib/calls/member.ts): the prize's product once opened, else null. */
async function present(
  db: Db,
  rows: {
    id: number;
    order_id: number;
    activity_id: number;
    activity_title: string;
    opened_at: string | null;
    product_id: number | null;
  }[],
): Promise<Draw[]> {
  const ids = [...new Set(rows.map((row) => row.product_id).filter((id): id is number => id !== null))];
  const prizes = ids.length
    ? await withImages(
        db,
        await db
          .select({ id: products.id, product_number: products.product_number, name: products.name })
          .from(products)
          .where(inArray(products.id, ids)),
      )
    : [];
  return rows.map(({ product_id, ...draw }) => {
    const product = prizes.find((prize) => prize.id === product_id) ?? null;
    // The spec's page reads the prize's name as `product_name` (spec-coverage “Order life: payments, deadlines, failures and refunds”).
    return { ...draw, product, product_name: product?.name ?? null };
  });
}

const drawsOf = (db: Db) =>
  db
    .select(drawFields)
    .from(activityFives)
    .innerJoin(activities, eq(activities.id, activityFives.activity_id))
    .leftJoin(activityItems, eq(activityItems.id, activityFives.activity_item_id));

/** GET activities_five/{order_id}: the member's own order's draws by id; another member's or a missing order is 404. */
export async function listDraws(db: Db, memberId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.member_id, memberId), isLive(orders)));
  if (!order) throw notFound(ORDER_MESSAGES.fetchFailed);
  return present(db, await drawsOf(db).where(eq(activityFives.order_id, orderId)).orderBy(asc(activityFives.id)));
}

/**
 * PUT activities_five/{order_id}/{draw_id}: opens one draw, once. With the order row and then the
 * draw row locked (cancelling locks the order first too), an opened draw answers its prize again;
 * a dead order's draw is 409, an unpaid one (1 or 2) 409 付款完成後即可抽獎; else a prize is drawn (drawPrize, secure random) among the raffle's
 * gifts with quota and stock left, its quota and stock spent with conditional decrements (a gift
 * that ran out in between is left out and the draw retried), the draw stamped, and the prize added
 * to the order as a gift line (price 0, pv 0).
 */
export async function openDraw(db: Db, memberId: number, orderId: number, drawId: number, now: string) {
  await expireOverdue(db, now, { memberId, orderId });
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.order_status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.member_id, memberId), isLive(orders)))
      .for('update');
    const [draw] = order
      ? await tx
          .select()
          .from(activityFives)
          .where(and(eq(activityFives.id, drawId), eq(activityFives.order_id, orderId)))
          .for('update')
      : [];
    if (!order || !draw) throw notFound(ACTIVITY_MESSAGES.drawNotFound);
    if (!draw.opened_at) {
      if (CLOSED_STATUSES.includes(order.status)) throw new HttpError(409, ACTIVITY_MESSAGES.drawClosed);
      // Draws open once the order is paid, whatever the payment: an unpaid order (an ATM transfer not yet
      // made, a card at the gateway) could look at its prizes and be cancelled to draw again.
      if (isAwaitingPayment(order.status)) throw new HttpError(409, ACTIVITY_MESSAGES.drawAwaitsPayment);
      const prize = await drawAndSpend(tx, draw.activity_id);
      if (!prize) throw new HttpError(409, ACTIVITY_MESSAGES.prizesGone);
      await tx
        .update(activityFives)
        .set({ activity_item_id: prize.activity_item_id, opened_at: now, updated_at: now })
        .where(eq(activityFives.id, drawId));
      await tx.insert(orderItems).values({
        order_id: orderId,
        product_id: prize.product_id,
        product_number: prize.product_number,
        product_quantity: 1,
        gift_quantity: 1,
        activity_id: draw.activity_id,
        activity_item_id: prize.activity_item_id,
        price: 0,
        pv: 0,
        created_at: now,
        updated_at: now,
      });
    }
    const [shown] = await present(tx, await drawsOf(tx).where(eq(activityFives.id, drawId)));
    return shown;
  });
}

/** The raffle's gifts with what each can still give (its quota bounded by stock), then one drawn and spent. */
async function drawAndSpend(tx: Db, activityId: number) {
  let gifts = (
    await tx
      .select({
        activity_item_id: activityItems.id,
        product_id: products.id,
        product_number: products.product_number,
        quota: activityItems.remaining_gift_quota,
        stock: products.quantity,
        probability: activityItems.probability,
      })
      .from(activityItems)
      .innerJoin(products, eq(products.id, activityItems.product_id))
      .where(and(eq(activityItems.activity_id, activityId), isLive(activityItems)))
      .orderBy(asc(activityItems.id))
  ).map((gift) => ({ ...gift, remaining_gift_quota: giftAvailable(gift.quota, gift.stock) }));
  for (;;) {
    const prize = drawPrize(gifts, secureRandom());
    if (!prize) return null;
    if (await spendOne(tx, prize)) return prize;
    gifts = gifts.filter((gift) => gift !== prize);
  }
}

/**
 * One unit of the prize's gift quota and stock, or neither. Quota before stock, as POST orders does
 * (its gift quotas before its stock booking): the same row order in both, so they cannot deadlock.
 */
async function spendOne(tx: Db, prize: { activity_item_id: number; product_id: number }) {
  if (!(await spendGiftQuota(tx, prize.activity_item_id, 1))) return false;
  const taken = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - 1` })
    .where(and(eq(products.id, prize.product_id), gte(products.quantity, 1)))
    .returning({ id: products.id });
  if (taken.length) return true;
  await tx
    .update(activityItems)
    .set({ remaining_gift_quota: sql`${activityItems.remaining_gift_quota} + 1` })
    .where(eq(activityItems.id, prize.activity_item_id));
  return false;
}
