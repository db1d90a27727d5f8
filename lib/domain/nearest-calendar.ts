import type { Calendar } from '@/lib/contract/types';

/**
 * The calendar to open when none is named (spec-coverage “Public site: sound and news”: the current month by default): this month's
 * when published, else the one whose month is nearest to `month` ('YYYY-MM'; the later one on a tie).
 */
export function nearestCalendar<T extends Pick<Calendar, 'title'>>(calendars: T[], month: string): T | null {
  const index = (title: string) => {
    const [year, number] = title.split('-').map(Number);
    return year * 12 + number - 1;
  };
  const target = index(month);
  let best: T | null = null;
  for (const calendar of calendars) {
    const distance = Math.abs(index(calendar.title) - target);
    const bestDistance = best ? Math.abs(index(best.title) - target) : Infinity;
    if (distance < bestDistance || (distance === bestDistance && best && index(calendar.title) > index(best.title)))
      best = calendar;
  }
  return best;
}
