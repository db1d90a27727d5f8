import { Lunar, LunarMonth, LunarYear, Solar } from 'lunar-typescript';

/**
 * Birth-date rules of natal charts (spec-coverage “Natal charts”): the three calendars, the year list,
 * the days of a month, and the conversion of a chart's birth date to a common (solar, Western)
 * date-time. Pure: lunar-typescript is a calculation library without I/O.
 */
export const CALENDARS = ['國曆', '農曆', '西元'] as const;
export type FortuneCalendar = (typeof CALENDARS)[number];

/** Calendar codes of the conversion service (`Yeartype`): 1 ROC solar, 2 lunar with an ROC year, 3 Western (default). */
export const YEAR_TYPE: Readonly<Record<FortuneCalendar, 1 | 2 | 3>> = { 國曆: 1, 農曆: 2, 西元: 3 };
export const CALENDAR_OF_YEAR_TYPE: Readonly<Record<1 | 2 | 3, FortuneCalendar>> = { 1: '國曆', 2: '農曆', 3: '西元' };

/** The year list has 127 options: 民國 2 … 128 or Western 1912 … 2038 (spec-coverage “Natal charts”). */
export const YEAR_OPTION_COUNT = 127;
export const FIRST_ROC_YEAR_OPTION = 2;
export const FIRST_WESTERN_YEAR_OPTION = 1912;

/** Accepted birth years (spec-coverage “Natal charts”): 西元 1913–2040, 國曆 / 農曆 (民國) 2–129. */
export const YEAR_RANGE: Readonly<Record<FortuneCalendar, readonly [number, number]>> = {
  國曆: [2, 129],
  農曆: [2, 129],
  西元: [1913, 2040],
};

/** Default year of a new chart (spec-coverage “Natal charts”: fortune_year 60, i.e. 民國 60). */
export const DEFAULT_YEAR = 60;

export function yearOptions(calendar: FortuneCalendar): number[] {
  const first = calendar === '西元' ? FIRST_WESTERN_YEAR_OPTION : FIRST_ROC_YEAR_OPTION;
  return Array.from({ length: YEAR_OPTION_COUNT }, (_, i) => first + i);
}

/** The Western year of a chart year: 國曆 and 農曆 years are 民國 years (+1911). */
export const westernYear = (calendar: FortuneCalendar, year: number) => (calendar === '西元' ? year : year + 1911);

/** The chart year written in its calendar from a Western year. */
export const calendarYear = (calendar: FortuneCalendar, western: number) =>
  calendar === '西元' ? western : western - 1911;

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const SOLAR_MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days of a solar month: February 29 in leap years, 31 in months 1, 3, 5, 7, 8, 10, 12. */
export function solarDaysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return SOLAR_MONTH_DAYS[month - 1];
}

/** The leap month (1–12) of a lunar year, or 0 when it has none. `year` is Western. */
export function lunarLeapMonth(year: number): number {
  try {
    return LunarYear.fromYear(year).getLeapMonth();
  } catch {
    return 0;
  }
}

/** Days of a lunar month (29 or 30), or undefined when the year has no such (leap) month. `year` is Western. */
export function lunarDaysInMonth(year: number, month: number, isLeap: boolean): number | undefined {
  if (isLeap && lunarLeapMonth(year) !== month) return undefined;
  try {
    return LunarMonth.fromYm(year, isLeap ? -month : month)?.getDayCount();
  } catch {
    return undefined;
  }
}

/**
 * Days offered for a month: solar months their real length when year and month are known (the
 * leap-year rule), else 31 for the 31-day months and 30 otherwise (February 29). Lunar months always
 * offer 30 (spec-coverage “Natal charts”): a chart copied from a record with lunar day 30 can be entered, and the
 * conversion (toSolarDate) refuses it with a reason when that month has only 29 days.
 */
export function daysInMonth(calendar: FortuneCalendar, year: number | undefined, month: number | undefined): number {
  if (calendar === '農曆') return 30;
  if (!month || month < 1 || month > 12) return 31;
  if (!year) return month === 2 ? 29 : SOLAR_MONTH_DAYS[month - 1];
  return solarDaysInMonth(westernYear(calendar, year), month);
}

export type BirthDate = {
  calendar: FortuneCalendar;
  year: number;
  month: number;
  day: number;
  /** Lunar only: the month is the leap (閏) month. */
  isLeap?: boolean;
};

export type SolarDate = { year: number; month: number; day: number };

export type Converted = { ok: true; solar: SolarDate } | { ok: false; error: string };

const chineseMonth = (month: number) =>
  ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'][month - 1];

/**
 * The common (solar, Western) date of a birth date (spec-coverage “Natal charts”): 國曆 year + 1911, 農曆 converted
 * from the lunar calendar, 西元 as is. Impossible dates are refused with a reason, never rolled over.
 */
export function toSolarDate({ calendar, year, month, day, isLeap = false }: BirthDate): Converted {
  const western = westernYear(calendar, year);
  if (![western, month, day].every(Number.isInteger)) return { ok: false, error: '出生日期格式錯誤' };
  if (month < 1 || month > 12) return { ok: false, error: `沒有 ${month} 月` };
  if (calendar !== '農曆') {
    const days = solarDaysInMonth(western, month);
    if (day < 1 || day > days) return { ok: false, error: `${western} 年 ${month} 月只有 ${days} 天，沒有 ${day} 日` };
    return { ok: true, solar: { year: western, month, day } };
  }
  if (isLeap && lunarLeapMonth(western) !== month) {
    return { ok: false, error: `農曆民國 ${western - 1911} 年沒有閏${chineseMonth(month)}月` };
  }
  const days = lunarDaysInMonth(western, month, isLeap);
  if (days === undefined) return { ok: false, error: '出生日期格式錯誤' };
  if (day < 1 || day > days) {
    return {
      ok: false,
      error: `農曆民國 ${western - 1911} 年${isLeap ? '閏' : ''}${chineseMonth(month)}月只有 ${days} 天，沒有 ${day} 日`,
    };
  }
  const solar = Lunar.fromYmd(western, isLeap ? -month : month, day).getSolar();
  return { ok: true, solar: { year: solar.getYear(), month: solar.getMonth(), day: solar.getDay() } };
}

/** A solar (Western) date written back in a chart's calendar (for editing a saved chart). */
export function fromSolarDate(calendar: FortuneCalendar, solar: SolarDate): BirthDate {
  if (calendar !== '農曆')
    return { calendar, year: calendarYear(calendar, solar.year), month: solar.month, day: solar.day, isLeap: false };
  const lunar = Solar.fromYmd(solar.year, solar.month, solar.day).getLunar();
  return {
    calendar,
    year: lunar.getYear() - 1911,
    month: Math.abs(lunar.getMonth()),
    day: lunar.getDay(),
    isLeap: lunar.getMonth() < 0,
  };
}
