import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityFives, activityItems, orderItems } from '../../db/schema';

/** Adds up units per id, in id order: every transaction touches quota rows in the same order (no deadlock). */
function perId(rows: readonly { id: number | null; units: number }[]) {
  const totals = new Map<number, number>();
  for (const row of rows) if (row.id !== null) totals.set(row.id, (totals.get(row.id) ?? 0) + row.units);
  return [...totals].sort(([a], [b]) => a - b);
}

/**
 * Gives an order's activity quotas back when it dies (cancelled 9, card failed 11): each gift line's
 * units to its activity and its gift; each draw's unit to the raffle, and each opened draw's unit to
 * the gift it revealed (a prize's line is not counted again: the raffle's quota counts draws). Run in
 * the transaction that changes the order's status, once (only a status change runs it). Stock goes
 * back with the order's other lines (returnStock). A null quota (none) stays null.
 */
export async function returnActivityQuotas(tx: Db, orderId: number) {
  const gifts = await tx
    .select({
      activity_id: orderItems.activity_id,
      activity_item_id: orderItems.activity_item_id,
      units: orderItems.product_quantity,
    })
    .from(orderItems)
    .innerJoin(activities, eq(activities.id, orderItems.activity_id))
    .where(and(eq(orderItems.order_id, orderId), ne(activities.ruleable_type, 'RuleRaffle')));
  const draws = await tx
    .select({ activity_id: activityFives.activity_id, activity_item_id: activityFives.activity_item_id })
    .from(activityFives)
    .where(eq(activityFives.order_id, orderId));

  const toActivities = perId([
    ...gifts.map((gift) => ({ id: gift.activity_id, units: gift.units })),
    ...draws.map((draw) => ({ id: draw.activity_id, units: 1 })),
  ]);
  const toGifts = perId([
    ...gifts.map((gift) => ({ id: gift.activity_item_id, units: gift.units })),
    ...draws.map((draw) => ({ id: draw.activity_item_id, units: 1 })),
  ]);
  for (const [id, units] of toActivities) {
    await tx
      .update(activities)
      .set({ remaining_quota: sql`${activities.remaining_quota} + ${units}` })
      .where(and(eq(activities.id, id), isNotNull(activities.remaining_quota)));
  }
  for (const [id, units] of toGifts) {
    await tx
      .update(activityItems)
      .set({ remaining_gift_quota: sql`${activityItems.remaining_gift_quota} + ${units}` })
      .where(and(eq(activityItems.id, id), isNotNull(activityItems.remaining_gift_quota)));
  }
}
