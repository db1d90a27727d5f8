import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ORDER_MESSAGES as M, ORDER_STATUS_CODE as S } from '@/lib/domain/orders';
import { paymentCode } from '@/lib/contract/schema/orders';
import type { OrderCreated } from '@/lib/contract/types';
import { orderSearchQuery, pageQuery } from '@/lib/contract/schema/queries';
import { isLive } from '../db/filters';
import { orders } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, invalidField, notFound } from '../http/errors';
import { paged } from '../http/paginate';
import { idParam } from '../http/params';
import { readQuery } from '../http/query';
import { readBody } from '../http/validate';
import { buyAgain } from '../services/orders/buy-again';
import { cancelOrder } from '../services/orders/cancel-order';
import { createOrder } from '../services/orders/create-order';
import { expireOverdue } from '../services/orders/order-life';
import { checkOrderGates, readOrderState, type OrderState } from '../services/orders/gates';
import { readOrderPayload, resolveOrderReferences } from '../services/orders/order-input';
import { ownOrder, presentOrders } from '../services/orders/present';
import { paymentStart } from '../services/orders/payment-start';
import { log } from '@/lib/node/log.mjs';
import { metrics } from '@/lib/node/metrics.mjs';
import { annotateSpan, inSpan } from '@/lib/node/tracing.mjs';

/**
 * orders (spec-coverage “Orders and payment: the API”; docs/api-contract.md "Orders and payment"): the caller's own orders only.
 * POST builds the order from the member's cart and the API's own prices, whatever the page sent.
 */
export const orderRoutes = new Hono<AppEnv>();

const PER_PAGE = 10;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

const context = (c: Context<AppEnv>) => ({ db: c.get('db'), member: c.get('member'), now: c.get('now') });

/** What POST orders answers: a card order waiting for its payment continues at the gateway's page (`url`, services/orders/payment-start.ts). */
function created({ order, url }: { order: typeof orders.$inferSelect; url: string | null }): OrderCreated {
  return {
    id: order.id,
    order_number: order.order_number,
    payment: paymentCode.parse(order.payment),
    order_status: order.order_status,
    url,
  };
}

/** The gates, the payload and what it names, then the order's transaction. */
async function placeOrder(c: Context<AppEnv>, key: string, state: OrderState) {
  const { db, member, now } = context(c);
  checkOrderGates(member, state, now);
  const input = await readOrderPayload(await readBody(c.req.raw), member);
  const references = await resolveOrderReferences(db, member, input, now);
  // Orders past their deadline no longer count towards the member's unpaid ones.
  await expireOverdue(db, now, { memberId: member.id });
  return createOrder(db, { member, key, input, references, now });
}

/** shop_orders_refused_total's reason: the refusal's status_from_backend (stock, cap, gates…), else its HTTP status, or failed. */
const refusalReason = (error: unknown) =>
  error instanceof HttpError ? String(error.details.status_from_backend ?? error.status) : 'failed';

orderRoutes.post('/orders', async (c) => {
  const { db, member, now } = context(c);
  const key = c.req.header('idempotency-key') ?? '';
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, M.idempotencyKey);
  const state = await readOrderState(db, member.id, key, now);
  // A retry of an order that was made answers it before anything else is checked again.
  const first = state.first_order_id ? await ownOrder(db, member.id, state.first_order_id) : undefined;
  const result = first
    ? { order: first, created: false, url: paymentStart(first) }
    : await inSpan('order.place', { 'shop.member.id': member.id }, () => placeOrder(c, key, state)).catch(
        (error: unknown) => {
          metrics.ordersRefused.inc({ reason: refusalReason(error) });
          annotateSpan({ 'shop.order.refused': refusalReason(error) });
          log.info({ reason: refusalReason(error), memberId: member.id }, 'an order was refused');
          throw error;
        },
      );
  if (result.created) {
    metrics.ordersPlaced.inc();
    log.info({ orderId: result.order.id, memberId: member.id }, 'an order was placed');
  }
  return c.json({ data: created(result) }, result.created ? 201 : 200);
});

/** A day alone means that whole day: from its first second (`_from`) or to its last (`_to`). */
const withTime = (value: string | undefined, time: string) =>
  value && value.length === 10 ? `${value} ${time}` : value;

async function listOrders(c: Context<AppEnv>, page: number, filters: (SQL | undefined)[]) {
  const { db, member, now } = context(c);
  await expireOverdue(db, now, { memberId: member.id });
  const where = and(eq(orders.member_id, member.id), isLive(orders), ...filters);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  // A first page that is not full is the whole list: no count needed.
  const whole = page === 1 && rows.length < PER_PAGE;
  const total = whole ? rows.length : (await db.select({ total: count() }).from(orders).where(where))[0].total;
  return c.json(paged(await presentOrders(db, rows), total, page, PER_PAGE, new URL(c.req.url).pathname));
}

orderRoutes.get('/orders', (c) => listOrders(c, readQuery(c, pageQuery).page ?? 1, []));

orderRoutes.get('/orders/search', (c) => {
  const query = readQuery(c, orderSearchQuery);
  const from = withTime(query._from, '00:00:00');
  const to = withTime(query._to, '23:59:59');
  return listOrders(c, query.page ?? 1, [
    from ? gte(orders.created_at, from) : undefined,
    to ? lte(orders.created_at, to) : undefined,
  ]);
});

orderRoutes.get('/orders/:id', async (c) => {
  const { db, member, now } = context(c);
  const id = idParam(c.req.param('id'), M.fetchFailed);
  await expireOverdue(db, now, { memberId: member.id, orderId: id });
  const order = await ownOrder(db, member.id, id);
  if (!order) throw notFound(M.fetchFailed);
  const [data] = await presentOrders(db, [order]);
  return c.json({ data });
});

orderRoutes.put('/orders/:id', async (c) => {
  const { db, member, now } = context(c);
  const id = idParam(c.req.param('id'), M.fetchFailed);
  const body = await readBody(c.req.raw);
  if (body.order_status !== S.cancelled && body.order_status !== String(S.cancelled))
    throw invalidField('order_status', M.cancelOnly);
  await cancelOrder(db, member.id, id, now);
  const order = await ownOrder(db, member.id, id);
  if (!order) throw notFound(M.fetchFailed);
  const [data] = await presentOrders(db, [order]);
  return c.json({ data, message: M.cancelled });
});

orderRoutes.post('/orders/:id/buy-again', async (c) => {
  const { db, member, now } = context(c);
  const data = await buyAgain(db, member, idParam(c.req.param('id'), M.fetchFailed), now);
  return c.json({ data });
});
