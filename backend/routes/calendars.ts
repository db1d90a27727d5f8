import { Hono } from 'hono';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendars, calendarSchedules } from '../db/schema';
import { isLive, isPublished } from '../db/filters';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import type { Calendar, CalendarDetail } from '@/lib/contract/types';

/** Monthly calendars: payment days, closure notice and the three course groups (spec-coverage “Public site: sound and news”). */
export const calendarRoutes = new Hono<AppEnv>();

const isShown = (now: string) => and(isLive(calendars), eq(calendars.status, 1), isPublished(calendars, now));

calendarRoutes.get('/calendars', async (c) => {
  const rows: Calendar[] = await c
    .get('db')
    .select()
    .from(calendars)
    .where(isShown(c.get('now')))
    .orderBy(asc(calendars.title));
  return c.json({ data: rows });
});

calendarRoutes.get('/calendars/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const calendar = await calendarWithCourses(c.get('db'), and(eq(calendars.id, id), isShown(c.get('now')))!);
  if (!calendar) throw notFound('查無此行事曆');
  return c.json({ data: calendar });
});

/** This month's calendar (Taiwan time); 404 with a message when none is published. */
calendarRoutes.get('/calendar/now', async (c) => {
  const now = c.get('now');
  const calendar = await calendarWithCourses(
    c.get('db'),
    and(eq(calendars.title, `${now.slice(0, 7)}-01`), isShown(now))!,
  );
  if (!calendar) throw notFound('本月行事曆尚未公布');
  return c.json({ data: calendar });
});

async function calendarWithCourses(db: Db, where: SQL): Promise<CalendarDetail | undefined> {
  const [calendar] = await db.select().from(calendars).where(where).limit(1);
  if (!calendar) return undefined;
  const courses = await db
    .select()
    .from(calendarSchedules)
    .where(
      and(eq(calendarSchedules.calendar_id, calendar.id), eq(calendarSchedules.status, 1), isLive(calendarSchedules)),
    )
    .orderBy(asc(calendarSchedules.day_of_week), asc(calendarSchedules.id));
  const ofKind = (kind: (typeof courses)[number]['kind']) => courses.filter((course) => course.kind === kind);
  return {
    ...calendar,
    businessData: ofKind('business'),
    characterData: ofKind('character'),
    numerologyData: ofKind('numerology'),
  };
}
