import { and, countDistinct, eq, exists, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  activityOutcome,
  judgeSubmission,
  type CountedLine,
  type Grant,
  type SubmittedActivity,
} from '@/lib/domain/activities';
import { ORDER_STATUS_CODE as S, ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { activities, activityFives, activityItems, orderItems, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Member } from '../../http/env';
import { candidateActivityRows, lockActivityRows, readGifts, readRuleParts, shapeActivities } from './shape';

/** Cancelled orders in one activity from which online shopping in it pauses (spec-coverage “Activities”, 4014). */
export const PAUSING_CANCELLATIONS = 3;

type ActivityCode = 4010 | 4011 | 4012 | 4013 | 4014;

const HTTP_STATUS: Record<ActivityCode, 403 | 409 | 422> = { 4010: 409, 4011: 409, 4012: 422, 4013: 409, 4014: 403 };

/** An activity refusal of POST orders: the code's message, status_from_backend and error_activity_id. */
export const activityRefusal = (code: ActivityCode, activityId: number) =>
  new HttpError(HTTP_STATUS[code], ORDER_SUBMIT_ERRORS[code].message, {
    status_from_backend: code,
    error_activity_id: activityId,
  });

/** A gift line the order's stock booking must also take (a gift is a real product leaving the warehouse). */
export type GiftStock = { product_id: number; quantity: number; activity_id: number };

type GiftOrder = {
  member: Member;
  orderId: number;
  lines: readonly CountedLine[];
  submitted: readonly SubmittedActivity[];
  agreed: readonly number[];
  now: string;
};

/**
 * POST orders' activities, inside the order's transaction (docs/api-contract.md "Orders and
 * activities"): the member's visible activities that run or that the payload names are read; those
 * named or earned by these lines are locked (FOR UPDATE, id order) and their rows and gifts read again;
 * judgeSubmission decides (a refusal: 4010–4013); an activity in which the member has three cancelled orders that
 * received something is refused 4014 when this order earns from it; then the grants are given: gift
 * lines at price 0 and pv 0, raffle draws, and the quotas decremented conditionally (a decrement that
 * finds too little left fails the whole order with 4010 / 4013: never a negative quota). Answers the
 * gift lines for the stock booking.
 */
export async function giveActivityGifts(tx: Db, order: GiftOrder): Promise<GiftStock[]> {
  const named = [...new Set(order.submitted.map((entry) => entry.activity_id))];
  const rows = await candidateActivityRows(tx, order.member, order.now, named);
  // No activity running and none named: nothing to judge (most of the year's orders).
  if (!rows.length && !named.length) return [];
  const parts = await readRuleParts(
    tx,
    rows.map((row) => row.id),
  );
  const relevant = shapeActivities(rows, parts).filter(
    (activity) => named.includes(activity.id) || activityOutcome(activity, order.lines, order.now).wanted > 0,
  );
  const lockedRows = await lockActivityRows(
    tx,
    relevant.map((activity) => activity.id),
  );
  // Read after the lock: on PostgreSQL an order that held it meanwhile may have spent gift quotas
  // (their decrements happen under the activity's lock), and an agreed order must see what is left.
  const gifts = lockedRows.length
    ? await readGifts(
        tx,
        lockedRows.map((row) => row.id),
      )
    : [];
  const locked = shapeActivities(lockedRows, { ...parts, items: gifts });

  const verdict = judgeSubmission({
    activities: locked,
    lines: order.lines,
    submitted: order.submitted,
    agreed: order.agreed,
    now: order.now,
  });
  if (!verdict.ok) throw activityRefusal(verdict.refusal.code, verdict.refusal.activity_id);

  const grants = verdict.grants.filter((grant) => grant.draws > 0 || grant.gifts.some((gift) => gift.quantity > 0));
  for (const grant of grants) {
    if ((await cancelledOrdersIn(tx, order.member.id, grant.activity_id)) >= PAUSING_CANCELLATIONS)
      throw activityRefusal(4014, grant.activity_id);
  }
  const stock: GiftStock[] = [];
  for (const grant of grants) stock.push(...(await give(tx, order, grant)));
  return stock;
}

/**
 * The member's dead orders that received a gift line or a draw of the activity: cancelled, and card
 * orders whose payment failed or expired (or was paid too late), so declining a card and ordering again
 * cannot redraw without limit.
 */
async function cancelledOrdersIn(tx: Db, memberId: number, activityId: number) {
  const gift = tx
    .select({ one: sql`1` })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orders.id), eq(orderItems.activity_id, activityId)));
  const draw = tx
    .select({ one: sql`1` })
    .from(activityFives)
    .where(and(eq(activityFives.order_id, orders.id), eq(activityFives.activity_id, activityId)));
  const [row] = await tx
    .select({ count: countDistinct(orders.id) })
    .from(orders)
    .where(
      and(
        eq(orders.member_id, memberId),
        inArray(orders.order_status, [S.cancelled, S.cardFailed, S.erroneous]),
        or(exists(gift), exists(draw)),
      ),
    );
  return row.count;
}

/** `quota - n` only while at least n is left (null: no quota); answers whether a row changed. */
async function spendActivityQuota(tx: Db, activityId: number, units: number) {
  const changed = await tx
    .update(activities)
    .set({ remaining_quota: sql`${activities.remaining_quota} - ${units}` })
    .where(
      and(
        eq(activities.id, activityId),
        or(isNull(activities.remaining_quota), gte(activities.remaining_quota, units)),
      ),
    )
    .returning({ id: activities.id });
  return changed.length > 0;
}

export async function spendGiftQuota(tx: Db, activityItemId: number, units: number) {
  const changed = await tx
    .update(activityItems)
    .set({ remaining_gift_quota: sql`${activityItems.remaining_gift_quota} - ${units}` })
    .where(
      and(
        eq(activityItems.id, activityItemId),
        or(isNull(activityItems.remaining_gift_quota), gte(activityItems.remaining_gift_quota, units)),
      ),
    )
    .returning({ id: activityItems.id });
  return changed.length > 0;
}

async function give(tx: Db, { orderId, now }: GiftOrder, grant: Grant): Promise<GiftStock[]> {
  const units = grant.draws + grant.gifts.reduce((sum, gift) => sum + gift.quantity, 0);
  if (!(await spendActivityQuota(tx, grant.activity_id, units))) throw activityRefusal(4010, grant.activity_id);
  for (const gift of grant.gifts) {
    if (!(await spendGiftQuota(tx, gift.activity_item_id, gift.quantity)))
      throw activityRefusal(4013, grant.activity_id);
  }
  if (grant.gifts.length) {
    await tx.insert(orderItems).values(
      grant.gifts.map((gift) => ({
        order_id: orderId,
        product_id: gift.product_id,
        product_number: gift.product_number,
        product_quantity: gift.quantity,
        gift_quantity: gift.quantity,
        activity_id: grant.activity_id,
        activity_item_id: gift.activity_item_id,
        price: 0,
        pv: 0,
        created_at: now,
        updated_at: now,
      })),
    );
  }
  if (grant.draws > 0) {
    await tx.insert(activityFives).values(
      Array.from({ length: grant.draws }, () => ({
        order_id: orderId,
        activity_id: grant.activity_id,
        created_at: now,
        updated_at: now,
      })),
    );
  }
  return grant.gifts.map((gift) => ({
    product_id: gift.product_id,
    quantity: gift.quantity,
    activity_id: grant.activity_id,
  }));
}
