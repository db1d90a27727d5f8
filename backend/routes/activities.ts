import { Hono } from 'hono';
import { optionalMember } from '../http/auth';
import type { AppEnv, Member } from '../http/env';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { runningActivities, visibleActivity } from '../services/activities/shape';

/**
 * Promotional activities with their rule (`ruleable`) and gifts (`activity_items`), shaped by
 * services/activities/shape.ts (POST orders reads the same shape). Activities flagged is_testing are
 * shown only to a tester's bearer token (spec-coverage “Activities”); the token is optional.
 */
export const activityRoutes = new Hono<AppEnv>();

activityRoutes.use('/activities', optionalMember);
activityRoutes.use('/activities/*', optionalMember);

/** Activities running now, highest weight first. */
activityRoutes.get('/activities', async (c) => {
  const member: Member | undefined = c.get('member');
  return c.json({ data: await runningActivities(c.get('db'), member, c.get('now')) });
});

/** One activity, also after it ended (orders and results still name it); the page compares the dates. */
activityRoutes.get('/activities/:id', async (c) => {
  const member: Member | undefined = c.get('member');
  const activity = await visibleActivity(c.get('db'), member, idParam(c.req.param('id')));
  if (!activity) throw notFound('查無此活動');
  return c.json({ data: activity });
});
