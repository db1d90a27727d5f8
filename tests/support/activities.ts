import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { activities, activityFives, activityItems, activityProducts, orders, products } from '@/backend/db/schema';
import { activityOutcomes, submittedActivities, type ActivityLike, type GiftChoices } from '@/lib/domain/activities';
import { taipeiDateTime } from '@/lib/domain/clock';
import { call } from './api';
import type { Line } from './orders';

type ProductRow = typeof products.$inferSelect;
type ActivityInsert = typeof activities.$inferInsert;
type GiftPlan = { product: ProductRow } & Partial<
  Omit<typeof activityItems.$inferInsert, 'activity_id' | 'product_id'>
>;

const at = (hours: number) => taipeiDateTime(new Date(Date.now() + hours * 3_600_000));

/**
 * An activity of the test's own, running from an hour ago to a day ahead: its rule, condition
 * products (so only the test's own lines count) and gifts. Answers the activity and its item ids.
 */
export async function makeActivity(
  rule: Partial<ActivityInsert> & Pick<ActivityInsert, 'ruleable_type'>,
  { conditions = [], limits = [], gifts }: { conditions?: ProductRow[]; limits?: ProductRow[]; gifts: GiftPlan[] },
) {
  const db = await getDb();
  const [activity] = await db
    .insert(activities)
    .values({
      title: `測試活動 ${rule.ruleable_type}`,
      started_at: at(-1),
      ended_at: at(24),
      per_freebie_quantity: 1,
      ...rule,
    })
    .returning();
  const links = [
    ...conditions.map((product) => ({ product, role: 'condition' as const })),
    ...limits.map((product) => ({ product, role: 'limit' as const })),
  ];
  if (links.length)
    await db
      .insert(activityProducts)
      .values(links.map(({ product, role }) => ({ activity_id: activity.id, product_id: product.id, role })));
  const items = await db
    .insert(activityItems)
    .values(gifts.map(({ product, ...terms }) => ({ activity_id: activity.id, product_id: product.id, ...terms })))
    .returning();
  return { activity, items };
}

/** Switches the demo activities off (status 0), so a test counts only its own. */
export async function pauseOtherActivities(keep: number[] = []) {
  const db = await getDb();
  const others = (await db.select({ id: activities.id }).from(activities))
    .map((row) => row.id)
    .filter((id) => !keep.includes(id));
  if (others.length) await db.update(activities).set({ status: 0 }).where(inArray(activities.id, others));
}

export const activityRow = async (id: number) =>
  (await (await getDb()).select().from(activities).where(eq(activities.id, id)))[0];
export const itemRow = async (id: number) =>
  (await (await getDb()).select().from(activityItems).where(eq(activityItems.id, id)))[0];
export const drawRows = async (orderId: number) =>
  (await getDb()).select().from(activityFives).where(eq(activityFives.order_id, orderId));
export const setActivity = async (id: number, changes: Partial<ActivityInsert>) =>
  (await getDb()).update(activities).set(changes).where(eq(activities.id, id));
export const setItem = async (id: number, changes: Partial<typeof activityItems.$inferInsert>) =>
  (await getDb()).update(activityItems).set(changes).where(eq(activityItems.id, id));
export const setOrderStatus = async (id: number, order_status: number) =>
  (await getDb()).update(orders).set({ order_status }).where(eq(orders.id, id));

/** What the page would send for these lines: GET activities as the member sees them, the shared rules, the member's choices. */
export async function pageActivities(token: string, lines: Line[], choices: GiftChoices = {}) {
  const seen = (await call('GET', 'activities', { token })).json.data as ActivityLike[];
  const counted = lines.map(({ line, product }) => ({
    product_id: product.id,
    product_quantity: line.product_quantity,
    products: { pv: product.pv },
  }));
  return submittedActivities(activityOutcomes(seen, counted, taipeiDateTime(new Date())), choices);
}
