import { eq } from 'drizzle-orm';
import { addMonths, format, parseISO } from 'date-fns';
import { getDb } from '@/backend/db/client';
import { calendars } from '@/backend/db/schema';
import { taipeiDate } from '@/lib/domain/clock';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

type Course = {
  day_of_week: number;
  location: string;
  morning_time: string | null;
  afternoon_time: string | null;
  evening_time: string | null;
  title: string;
};

const monthTitle = (offset: number) => format(addMonths(parseISO(taipeiDate(new Date())), offset), 'yyyy-MM-01');

describe('calendars', () => {
  it('lists this month, the two before and the two after, ordered by title', async () => {
    const { status, json } = await call('GET', 'calendars');
    expect(status).toBe(200);
    expect(json.data.map((calendar: { title: string }) => calendar.title)).toEqual([-2, -1, 0, 1, 2].map(monthTitle));
  });

  it('answers this month at calendar/now with payment days, the closure notice and three course lists', async () => {
    const { status, json } = await call('GET', 'calendar/now');
    expect(status).toBe(200);
    const calendar = json.data;
    expect(calendar.title).toBe(monthTitle(0));
    expect(calendar.dumpling_day.length).toBeGreaterThan(0);
    expect(calendar.dumpling_day.every((day: unknown) => typeof day === 'string' && /^\d{1,2}$/.test(day))).toBe(true);
    expect(calendar.information).toContain('<p>');
    for (const list of ['businessData', 'characterData', 'numerologyData']) {
      const courses: Course[] = calendar[list];
      expect(courses.length).toBeGreaterThan(0);
      for (const course of courses) {
        expect(course.day_of_week).toBeGreaterThanOrEqual(1);
        expect(course.day_of_week).toBeLessThanOrEqual(7);
        expect(course.location.length).toBeGreaterThan(0);
        expect([course.morning_time, course.afternoon_time, course.evening_time].some(Boolean)).toBe(true);
        expect(course.title).toBe(calendar.title);
      }
      expect(courses.map((course) => course.day_of_week)).toEqual(
        [...courses.map((course) => course.day_of_week)].sort(),
      );
    }
  });

  it('answers a calendar by id with its own courses, and 404 with a message for an unknown id', async () => {
    const { json } = await call('GET', 'calendars');
    const next = json.data.find((calendar: { title: string }) => calendar.title === monthTitle(1));
    const response = await call('GET', `calendars/${next.id}`);
    expect(response.json.data).toMatchObject({ id: next.id, title: next.title });
    expect(response.json.data.characterData.every((course: Course) => course.title === next.title)).toBe(true);

    const missing = await call('GET', 'calendars/99999');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('查無此行事曆');
  });

  it('answers calendar/now with 404 and a message when this month has no published calendar', async () => {
    const db = await getDb();
    await db
      .update(calendars)
      .set({ status: 0 })
      .where(eq(calendars.title, monthTitle(0)));
    try {
      const response = await call('GET', 'calendar/now');
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: '本月行事曆尚未公布' });
      expect((await call('GET', 'calendars')).json.data).toHaveLength(4);
    } finally {
      await db
        .update(calendars)
        .set({ status: 1 })
        .where(eq(calendars.title, monthTitle(0)));
    }
  });
});
