import { Hono } from 'hono';
import { ACTIVITY_MESSAGES } from '@/lib/domain/activities';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import type { AppEnv } from '../http/env';
import { idParam } from '../http/params';
import { listDraws, openDraw } from '../services/activities/draws';

/**
 * The red packets of step 5 (spec-coverage “Activities”; the calls in lib/calls/member.ts): the first id is
 * the order's, the second the draw's (an activity_fives row). The server decides every prize.
 */
export const activitiesFiveRoutes = new Hono<AppEnv>();

activitiesFiveRoutes.get('/activities_five/:order_id', async (c) => {
  const orderId = idParam(c.req.param('order_id'), ORDER_MESSAGES.fetchFailed);
  return c.json({ data: await listDraws(c.get('db'), c.get('member').id, orderId) });
});

/** The body P §7 names (`{id, product_number}`, the shop sends the draw's; lib/contract `drawOpenInput`) is not read: the server draws. */
activitiesFiveRoutes.put('/activities_five/:order_id/:draw_id', async (c) => {
  const orderId = idParam(c.req.param('order_id'), ACTIVITY_MESSAGES.drawNotFound);
  const drawId = idParam(c.req.param('draw_id'), ACTIVITY_MESSAGES.drawNotFound);
  return c.json({ data: await openDraw(c.get('db'), c.get('member').id, orderId, drawId, c.get('now')) });
});
