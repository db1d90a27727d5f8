import { addDays, addMonths, format, parseISO, startOfMonth } from 'date-fns';
import { taipeiDate } from '@/lib/domain/clock';

/**
 * Seed dates are computed from today in Taiwan, so a freshly seeded database always has a current
 * calendar, running activities and selectable remittance days. Dates are naive wall-clock values.
 */
export function seedCalendar(now = new Date()) {
  const today = parseISO(taipeiDate(now));
  const day = (offset: number) => addDays(today, offset);
  return {
    today,
    /** 'YYYY-MM-DD HH:mm:ss' `offsetDays` from today at the given time. */
    at: (offsetDays: number, time = '09:00:00') => `${format(day(offsetDays), 'yyyy-MM-dd')} ${time}`,
    /** First day of the month `offsetMonths` from this one. */
    monthStart: (offsetMonths: number) => startOfMonth(addMonths(today, offsetMonths)),
    day,
  };
}

export const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
export const isoDateTime = (date: Date, time = '00:00:00') => `${isoDate(date)} ${time}`;
