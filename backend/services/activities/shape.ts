import { and, asc, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import { giftAvailable } from '@/lib/domain/activities';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { activities, activityItems, activityProducts, products } from '../../db/schema';
import type { Member } from '../../http/env';
import { withImages } from '../product-images';
import type { Activity } from '@/lib/contract/types';

/**
 * The Activity shape (`GET activities` in lib/calls/public.ts): an activity with its rule (`ruleable`)
 * and gifts, read by GET activities and, inside the order's transaction, by POST orders, so the page
 * and the judgement see the same thing.
 */

export type ActivityRow = typeof activities.$inferSelect;
type ItemRow = typeof activityItems.$inferSelect;

/** Live activities the member may see: testers also is_testing ones (spec-coverage “Activities”). */
export function visibleTo(member: Member | undefined): SQL {
  const filters = [isLive(activities)];
  if (!member?.is_tester) filters.push(eq(activities.is_testing, 0));
  return and(...filters)!;
}

/** status 1 and started_at ≤ now < ended_at. */
export const runningAt = (now: string) =>
  and(eq(activities.status, 1), lte(activities.started_at, now), gt(activities.ended_at, now))!;

/** What GET activities lists: the running activities the member may see, highest weight first. */
export async function runningActivities(db: Db, member: Member | undefined, now: string) {
  const rows = await db
    .select()
    .from(activities)
    .where(and(visibleTo(member), runningAt(now)))
    .orderBy(desc(activities.weights), asc(activities.id));
  return activityShapes(db, rows);
}

/** One activity with status 1 the member may see, also after it ended (orders and results still name it). */
export async function visibleActivity(db: Db, member: Member | undefined, id: number) {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.status, 1), visibleTo(member)));
  return (await activityShapes(db, rows))[0];
}

/**
 * POST orders' candidates: the member's visible activities that run now or that the payload names
 * (a named one that ended or was switched off is judged 4011, not unknown), by id.
 */
export async function candidateActivityRows(db: Db, member: Member, now: string, named: readonly number[]) {
  const wanted = named.length ? or(runningAt(now), inArray(activities.id, [...named]))! : runningAt(now);
  return db
    .select()
    .from(activities)
    .where(and(visibleTo(member), wanted))
    .orderBy(asc(activities.id));
}

/** Locks these activity rows (SELECT … FOR UPDATE, in id order: every order locks them alike, no deadlock) and reads them again. */
export async function lockActivityRows(tx: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(activities)
    .where(inArray(activities.id, [...ids]))
    .orderBy(asc(activities.id))
    .for('update');
}

/** What a gift or a condition product shows: the catalogue facts, never the member's cart. */
async function productSummaries(db: Db, ids: number[]) {
  const rows = await db
    .select({
      id: products.id,
      product_number: products.product_number,
      name: products.name,
      unit: products.unit,
      price: products.price,
      member_price: products.member_price,
      pv: products.pv,
      quantity: products.quantity,
      status: products.status,
      is_testing: products.is_testing,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map((await withImages(db, rows)).map((row) => [row.id, row]));
}

type ProductSummary = NonNullable<ReturnType<Awaited<ReturnType<typeof productSummaries>>['get']>>;

/** The Activity shape of these rows, in their order. */
export async function activityShapes(db: Db, rows: ActivityRow[]): Promise<Activity[]> {
  if (!rows.length) return [];
  return shapeActivities(
    rows,
    await readRuleParts(
      db,
      rows.map((row) => row.id),
    ),
  );
}

/** What the shapes of these activities need besides their rows: condition and limit links, gifts, their products. */
export async function readRuleParts(db: Db, ids: number[]) {
  const links = await db
    .select()
    .from(activityProducts)
    .where(and(inArray(activityProducts.activity_id, ids), isLive(activityProducts)))
    .orderBy(asc(activityProducts.id));
  const items = await readGifts(db, ids);
  const summaries = await productSummaries(db, [...new Set([...links, ...items].map((row) => row.product_id))]);
  return { links, items, summaries };
}

/** The activities' gifts (activity items) with their quotas as they are now. */
export function readGifts(db: Db, ids: number[]) {
  return db
    .select()
    .from(activityItems)
    .where(and(inArray(activityItems.activity_id, ids), isLive(activityItems)))
    .orderBy(asc(activityItems.pv_start), asc(activityItems.id));
}

export type RuleParts = Awaited<ReturnType<typeof readRuleParts>>;

/** The shapes of activity rows from parts read before (POST orders reads the links and products once). */
export function shapeActivities(rows: ActivityRow[], { links, items, summaries }: RuleParts) {
  return rows.map((row) => {
    const {
      per_buy_pv,
      per_buy_quantity,
      per_freebie_quantity,
      total_quota,
      remaining_quota,
      max_iterative,
      is_accumulated,
      ...activity
    } = row;
    const ownItems = items.filter((item) => item.activity_id === row.id);
    const linked = (role: 'condition' | 'limit') =>
      links
        .filter((link) => link.activity_id === row.id && link.role === role)
        .map((link) => summaries.get(link.product_id)!);
    const gifts = ownItems.map((item) => giftItem(item, summaries.get(item.product_id)!));
    const type = row.ruleable_type;
    return {
      ...activity,
      ruleable: {
        id: row.id,
        per_buy_pv,
        per_buy_quantity,
        per_freebie_quantity,
        total_quota,
        remaining_quota,
        max_iterative,
        is_accumulated,
        activity_products: linked('condition'),
        activity_limit_products: linked('limit'),
        freebie: type === 'RuleFixedPv' ? (gifts[0] ?? null) : null,
        freebies: type === 'RuleFixedPv' || type === 'RuleProduct' ? gifts : [],
        freebies_range: type === 'RuleRangePv' ? gifts : [],
        raffle_list: type === 'RuleRaffle' ? gifts : [],
        selected_gift: null,
      },
      activity_items: ownItems.map((item) => ({ ...item, products: summaries.get(item.product_id)! })),
    };
  });
}

/**
 * A gift item is the product plus the gift's terms (spec-coverage “Activities” "Gift item"). A gift is a real
 * product leaving the warehouse, so what it can still give (`remaining_gift_quota`) is its own quota
 * bounded by the product's stock (null only when neither bounds; stock always does).
 */
export function giftItem(item: ItemRow, product: ProductSummary) {
  return {
    ...product,
    product_id: product.id,
    activity_item_id: item.id,
    gift_quota: item.gift_quota,
    gift_quantity: item.gift_quantity,
    remaining_gift_quota: giftAvailable(item.remaining_gift_quota, product.quantity),
    pv_start: item.pv_start,
    pv_end: item.pv_end,
    probability: item.probability,
  };
}
