import { getDaysInMonth } from 'date-fns';

/** Column headings of a Monday-first week (spec-coverage “Public site: sound and news”: the calendar week starts Monday). */
export const WEEKDAY_LABELS = ['一', '二', '三', '四', '五', '六', '日'] as const;

/**
 * The weeks of a month as rows of seven cells, Monday first; null pads the days before the 1st
 * and after the last day. `month` is 1–12.
 */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const first = new Date(year, month - 1, 1);
  const leading = (first.getDay() + 6) % 7;
  const days = getDaysInMonth(first);
  const cells: (number | null)[] = [
    ...Array<null>(leading).fill(null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * 'YYYY-MM-01' (a calendar's title) → year and month; null for a title that names no month, which an
 * API breaking the contract may send while the contract check is off.
 */
export function parseCalendarTitle(title: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(title);
  const month = Number(match?.[2]);
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}
