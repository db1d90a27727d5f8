import type { CalendarDetail, CourseEntry } from '@/lib/contract/schema/content';

/**
 * The three course groups of a calendar (spec-coverage “Public site: sound and news” calendar detail, in the spec's order): eight-
 * characters courses, destiny courses, professional lectures — the API's characterData,
 * numerologyData and businessData (CalendarDetail in lib/contract/schema/content.ts).
 */
export const COURSE_GROUPS = [
  { key: 'characterData', title: '八字課程' },
  { key: 'numerologyData', title: '命理課程' },
  { key: 'businessData', title: '專業講座' },
] as const satisfies { key: keyof CalendarDetail; title: string }[];

/** Monday … Sunday (day_of_week 1 … 7). */
export const WEEKDAY_NAMES = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const;

/** A group's entries in seven columns, Monday first; entries with a day_of_week outside 1–7 are dropped. */
export function coursesByWeekday(entries: CourseEntry[]): CourseEntry[][] {
  const columns: CourseEntry[][] = WEEKDAY_NAMES.map(() => []);
  for (const entry of entries) {
    if (Number.isInteger(entry.day_of_week) && entry.day_of_week >= 1 && entry.day_of_week <= 7)
      columns[entry.day_of_week - 1].push(entry);
  }
  return columns;
}

/** The sessions of one entry that have a time: 早上 / 下午 / 晚上. */
export function sessionsOf(entry: CourseEntry): { label: string; time: string }[] {
  return [
    { label: '早上', time: entry.morning_time },
    { label: '下午', time: entry.afternoon_time },
    { label: '晚上', time: entry.evening_time },
  ].filter((session): session is { label: string; time: string } => Boolean(session.time));
}
