import { Hono } from 'hono';
import { and, asc, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, activityItems, activityProducts, productImages, products } from '../db/schema';
import { isLive } from '../db/filters';
import { optionalMember } from '../http/auth';
import type { AppEnv, Member } from '../http/env';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';

/**
 * Promotional activities with their rule (`ruleable`) and gifts (`activity_items`). Activities flagged
 * is_testing are shown only to a tester's bearer token (spec member §6); the token is optional.
 */
export const activityRoutes = new Hono<AppEnv>();

activityRoutes.use('/activities', optionalMember);
activityRoutes.use('/activities/*', optionalMember);

function visibleTo(member: Member | undefined): SQL {
  const filters = [isLive(activities), eq(activities.status, 1)];
  if (!member?.is_tester) filters.push(eq(activities.is_testing, 0));
  return and(...filters)!;
}

/** Activities running now, highest weight first. */
activityRoutes.get('/activities', async (c) => {
  const now = c.get('now');
  const member: Member | undefined = c.get('member');
  const rows = await c
    .get('db')
    .select()
    .from(activities)
    .where(and(visibleTo(member), lte(activities.started_at, now), gt(activities.ended_at, now)))
    .orderBy(desc(activities.weights), asc(activities.id));
  return c.json({ data: await withRules(c.get('db'), rows) });
});

/** One activity, also after it ended (orders and results still name it); the page compares the dates. */
activityRoutes.get('/activities/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const member: Member | undefined = c.get('member');
  const rows = await c.get('db').select().from(activities).where(and(eq(activities.id, id), visibleTo(member)));
  if (!rows.length) throw notFound('查無此活動');
  const [activity] = await withRules(c.get('db'), rows);
  return c.json({ data: activity });
});

type ActivityRow = typeof activities.$inferSelect;
type ItemRow = typeof activityItems.$inferSelect;

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
  const images = await db
    .select()
    .from(productImages)
    .where(and(inArray(productImages.product_id, ids), eq(productImages.status, 1), isLive(productImages)))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return new Map(rows.map((row) => [row.id, { ...row, images: images.filter((image) => image.product_id === row.id) }]));
}

type ProductSummary = NonNullable<ReturnType<Awaited<ReturnType<typeof productSummaries>>['get']>>;

async function withRules(db: Db, rows: ActivityRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const links = await db
    .select()
    .from(activityProducts)
    .where(and(inArray(activityProducts.activity_id, ids), isLive(activityProducts)))
    .orderBy(asc(activityProducts.id));
  const items = await db
    .select()
    .from(activityItems)
    .where(and(inArray(activityItems.activity_id, ids), isLive(activityItems)))
    .orderBy(asc(activityItems.pv_start), asc(activityItems.id));
  const summaries = await productSummaries(db, [...new Set([...links, ...items].map((row) => row.product_id))]);

  return rows.map((row) => {
    const { per_buy_pv, per_buy_quantity, per_freebie_quantity, total_quota, remaining_quota, max_iterative, is_accumulated, ...activity } = row;
    const ownItems = items.filter((item) => item.activity_id === row.id);
    const linked = (role: 'condition' | 'limit') =>
      links.filter((link) => link.activity_id === row.id && link.role === role).map((link) => summaries.get(link.product_id)!);
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

/** A gift item is the product plus the gift's terms (spec member §3 "Gift item"). */
function giftItem(item: ItemRow, product: ProductSummary) {
  return {
    ...product,
    product_id: product.id,
    activity_item_id: item.id,
    gift_quota: item.gift_quota,
    gift_quantity: item.gift_quantity,
    remaining_gift_quota: item.remaining_gift_quota,
    pv_start: item.pv_start,
    pv_end: item.pv_end,
    probability: item.probability,
  };
}
