import { addDays, format, getDate, getISODay, getMonth, isWeekend, lastDayOfMonth, setDate } from 'date-fns';
import type { Db } from '../db/types';
import { calendars, calendarSchedules } from '../db/schema';
import { isoDate, seedCalendar } from './dates';

type Kind = (typeof calendarSchedules.$inferInsert)['kind'];
type Course = {
  day_of_week: number;
  location: string;
  morning_time?: string;
  afternoon_time?: string;
  evening_time?: string;
};

const WEEKDAYS = ['', '一', '二', '三', '四', '五', '六', '日'];
const MORNING = '09:30-12:00';
const AFTERNOON = '14:00-17:00';
const EVENING = '19:00-21:30';

/** Fixed-date national holidays on which the offices close (lunar holidays move and are announced separately). */
const HOLIDAYS: Record<number, [number, string][]> = {
  1: [[1, '開國紀念日']],
  2: [[28, '和平紀念日']],
  4: [[4, '兒童節']],
  5: [[1, '勞動節']],
  9: [[28, '教師節']],
  10: [
    [10, '國慶日'],
    [25, '臺灣光復節'],
  ],
  12: [[25, '行憲紀念日']],
};

/** Payment days: the 5th and the 20th, moved to the next working day when they fall on a weekend. */
function paymentDays(month: Date): string[] {
  return [5, 20].map((day) => {
    let date = setDate(month, day);
    while (isWeekend(date)) date = addDays(date, 1);
    return String(getDate(date));
  });
}

function closureNotice(month: Date): string {
  const label = `${getMonth(month) + 1}月`;
  const holidays = (HOLIDAYS[getMonth(month) + 1] ?? []).map(
    ([day, name]) =>
      `<p>【公休公告】${label}${day}日（${WEEKDAYS[getISODay(setDate(month, day))]}）${name}，各營業所公休一日；網路購物照常開放，訂單於次一工作日起依序出貨。</p>`,
  );
  let lastWorkingDay = lastDayOfMonth(month);
  while (isWeekend(lastWorkingDay)) lastWorkingDay = addDays(lastWorkingDay, -1);
  return [
    ...holidays,
    `<p>【月底盤點】${label}${getDate(lastWorkingDay)}日（${WEEKDAYS[getISODay(lastWorkingDay)]}）下午 3 點起各營業所進行盤點，暫停取貨服務。</p>`,
    '<p>結算期間網路購物暫停受理訂購，結算完成後立即恢復，造成不便敬請見諒。</p>',
  ].join('');
}

/** The weekly course plan; locations rotate from month to month as the lecturers tour the offices. */
const COURSES: Record<Kind, (rotation: number) => Course[]> = {
  business: (rotation) => [
    {
      day_of_week: 1,
      location: rotate(['臺中總公司 12F 大教室', '臺北營業所 3F 會議室'], rotation),
      evening_time: EVENING,
    },
    { day_of_week: 3, location: rotate(['桃園營業所 2F 教室', '臺南營業所 2F 教室'], rotation), evening_time: EVENING },
    { day_of_week: 6, location: '臺中總公司 12F 大教室', morning_time: MORNING, afternoon_time: AFTERNOON },
  ],
  character: (rotation) => [
    {
      day_of_week: 2,
      location: rotate(['臺北營業所 3F 會議室', '桃園營業所 2F 教室'], rotation),
      afternoon_time: AFTERNOON,
      evening_time: EVENING,
    },
    { day_of_week: 4, location: '臺中總公司 12F 小教室', morning_time: MORNING, evening_time: EVENING },
    { day_of_week: 6, location: rotate(['高雄營業所 2F 教室', '臺南營業所 2F 教室'], rotation), morning_time: MORNING },
    { day_of_week: 7, location: '臺中總公司 12F 小教室', morning_time: MORNING, afternoon_time: AFTERNOON },
  ],
  numerology: (rotation) => [
    { day_of_week: 3, location: '臺中總公司 12F 小教室', afternoon_time: AFTERNOON },
    {
      day_of_week: 5,
      location: rotate(['高雄營業所 2F 教室', '臺北營業所 3F 會議室'], rotation),
      evening_time: EVENING,
    },
    {
      day_of_week: 7,
      location: rotate(['桃園營業所 2F 教室', '高雄營業所 2F 教室'], rotation),
      afternoon_time: AFTERNOON,
    },
  ],
};

const rotate = (places: string[], rotation: number) =>
  places[((rotation % places.length) + places.length) % places.length];

/** Calendars of this month, the two before and the two after, with payment days, notices and courses. */
export async function seedCalendars(db: Db) {
  const when = seedCalendar();
  for (let offset = -2; offset <= 2; offset++) {
    const month = when.monthStart(offset);
    const title = isoDate(month);
    const [calendar] = await db
      .insert(calendars)
      .values({
        title,
        dumpling_day: paymentDays(month),
        information: closureNotice(month),
        is_notifiable: offset === 0 ? 1 : 0,
      })
      .returning({ id: calendars.id });
    const rotation = Number(format(month, 'M'));
    await db.insert(calendarSchedules).values(
      (Object.keys(COURSES) as Kind[]).flatMap((kind) =>
        COURSES[kind](rotation).map((course) => ({
          calendar_id: calendar.id,
          kind,
          title,
          location: course.location,
          day_of_week: course.day_of_week,
          morning_time: course.morning_time ?? null,
          afternoon_time: course.afternoon_time ?? null,
          evening_time: course.evening_time ?? null,
        })),
      ),
    );
  }
}
