/**
 * The order list's date range (spec-coverage “Order history pages” "Order list"): days 'YYYY-MM-DD' in Taiwan time, from
 * 1 January of the previous year to today at the latest. The API is asked for the first second of the
 * first day to the last second of the last (lib/routes/order-list.ts ordersApiQuery).
 */
export type OrderDateRange = { from: string; to: string };

export const ORDER_DATE_MESSAGES = {
  fromRequired: '請選擇開始日期',
  toRequired: '請選擇結束日期',
  outOfRange: (min: string, max: string) => `日期需介於 ${min.replace(/-/g, '/')} 與 ${max.replace(/-/g, '/')} 之間`,
  order: '開始日期不可晚於結束日期',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The selectable days for `today` (Taiwan 'YYYY-MM-DD'): 1 January of the previous year to today. */
export function orderDateLimits(today: string): { min: string; max: string } {
  return { min: `${Number(today.slice(0, 4)) - 1}-01-01`, max: today };
}

const clamp = (day: string, { min, max }: { min: string; max: string }) => (day < min ? min : day > max ? max : day);

/**
 * The range a list URL asks for: a missing or malformed day is the limit on its side, a day outside
 * the limits is moved to the nearest limit, and a reversed range is put the right way round, so that a
 * shared or edited URL always shows a list rather than an error.
 */
export function orderRangeFromQuery(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
): OrderDateRange {
  const limits = orderDateLimits(today);
  const start = isDay(from) ? clamp(from, limits) : limits.min;
  const end = isDay(to) ? clamp(to, limits) : limits.max;
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}

/** What the date picker's two fields say is wrong, by field; an empty object when the range is fine. */
export function orderRangeErrors(
  from: string,
  to: string,
  today: string,
): Partial<Record<keyof OrderDateRange, string>> {
  const limits = orderDateLimits(today);
  const errors: Partial<Record<keyof OrderDateRange, string>> = {};
  const outOfRange = ORDER_DATE_MESSAGES.outOfRange(limits.min, limits.max);
  if (!from) errors.from = ORDER_DATE_MESSAGES.fromRequired;
  else if (!isDay(from) || from < limits.min || from > limits.max) errors.from = outOfRange;
  if (!to) errors.to = ORDER_DATE_MESSAGES.toRequired;
  else if (!isDay(to) || to < limits.min || to > limits.max) errors.to = outOfRange;
  if (!errors.from && !errors.to && from > to) errors.from = ORDER_DATE_MESSAGES.order;
  return errors;
}
