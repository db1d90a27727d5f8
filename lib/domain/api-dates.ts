/**
 * The spec writes a date-time two ways: 'YYYY/MM/DD HH:mm:ss' for base records (public §3) and
 * 'YYYY-MM-DD HH:mm:ss' for orders (member §9). The shop's rules compare Taiwan wall times as strings
 * in the dashed form, where '/' would sort after '-' and a slashed date of this year never starts. So
 * every answer is brought to the dashed form once, where it crosses into the shop (lib/api's call()),
 * and no rule sees the slashed one (docs/api-contract.md
 * "Where the spec is silent or says two things: the shop's readings").
 */

/** A date, with or without a time, with slashes or dashes, 1- or 2-digit month, day and hour, seconds optional. */
const SPEC_DATE_TIME = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const two = (part: string) => part.padStart(2, '0');

/** '2026/03/01 09:05:00' → '2026-03-01 09:05:00'; '2026/3/1' → '2026-03-01'; anything else as it is. */
export function dashedDateTime(value: string): string {
  const match = SPEC_DATE_TIME.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const date = `${year}-${two(month)}-${two(day)}`;
  return hour === undefined ? date : `${date} ${two(hour)}:${minute}:${second}`;
}

/** Whether an answer's value is a JSON object (not null, not an array): what the tolerant readings look into. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A JSON answer with every date-time string in the dashed form (a copy where one changed). */
export function withDashedDates<T>(value: T): T {
  if (typeof value === 'string') return dashedDateTime(value) as T;
  if (Array.isArray(value)) return value.map(withDashedDates) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDashedDates(inner)])) as T;
  }
  return value;
}
