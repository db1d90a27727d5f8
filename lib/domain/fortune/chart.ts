import { boolean, object, string } from 'yup';
import type { FortuneQuery } from '@/lib/contract/schema/queries';
import { chinaHourOf, UNKNOWN_HOUR } from '../china-hour';
import { CHINESE_OR_ENGLISH, matchesWords } from '../validation/rules';
import {
  CALENDARS,
  DEFAULT_YEAR,
  fromSolarDate,
  toSolarDate,
  YEAR_RANGE,
  YEAR_TYPE,
  type FortuneCalendar,
} from './calendar';

/** The natal chart messages of spec-coverage “Natal charts” (English-only ones worded in docs/spec-coverage.md). */
/** Natal charts one member may keep (decision, docs/spec-coverage.md): a family's and clients' charts fit; an account cannot fill the database. */
export const MAX_CHARTS_PER_MEMBER = 200;

export const CHART_MESSAGES = {
  tooMany: `命盤已達 ${MAX_CHARTS_PER_MEMBER} 筆上限，請先刪除不需要的命盤`,
  nameRequired: '請填寫姓名',
  nameWords: '姓名僅限中文或英文',
  genderRequired: '請選擇性別',
  calendarRequired: '請選擇曆法',
  birthDateRequired: '請選擇出生年月日',
  yearRequired: '請選擇出生年',
  monthRequired: '請選擇出生月',
  dayRequired: '請選擇出生日',
  yearMonthRequired: '請選擇出生年、月',
  yearDayRequired: '請選擇出生年、日',
  monthDayRequired: '請選擇出生月、日',
  westernYearRange: '西元出生年須介於 1913 至 2040 年',
  rocYearRange: '民國出生年須介於 2 至 129 年',
  birthDateInvalid: '出生日期格式錯誤',
  leapRequired: '請選擇是否為閏月',
  timeRequired: '請填寫出生時間',
  timeInvalid: '出生時間格式錯誤',
} as const;

/** The hour and minute stored for an unknown birth time (吉時). */
export const LUCKY_TIME = '吉';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const integerIn = (value: unknown, min: number, max: number) => {
  if (blank(value) || !/^\d+$/.test(String(value).trim())) return false;
  const number = Number(value);
  return number >= min && number <= max;
};

/** The message for a birth date with some of year, month, day missing, or undefined when none is. */
export function missingDateMessage(year: unknown, month: unknown, day: unknown): string | undefined {
  const key = `${blank(year) ? 'Y' : ''}${blank(month) ? 'M' : ''}${blank(day) ? 'D' : ''}`;
  const messages: Record<string, string> = {
    YMD: CHART_MESSAGES.birthDateRequired,
    YM: CHART_MESSAGES.yearMonthRequired,
    YD: CHART_MESSAGES.yearDayRequired,
    MD: CHART_MESSAGES.monthDayRequired,
    Y: CHART_MESSAGES.yearRequired,
    M: CHART_MESSAGES.monthRequired,
    D: CHART_MESSAGES.dayRequired,
  };
  return messages[key];
}

/** The first message for a chart birth date (missing parts, year range, impossible date), or undefined. */
export function birthDateMessage(values: {
  fortune_calendar?: string;
  fortune_year?: unknown;
  fortune_month?: unknown;
  fortune_day?: unknown;
  fortune_is_leap?: unknown;
}): string | undefined {
  const { fortune_calendar: calendar, fortune_year: year, fortune_month: month, fortune_day: day } = values;
  const missing = missingDateMessage(year, month, day);
  if (missing) return missing;
  if (!CALENDARS.includes(calendar as FortuneCalendar)) return undefined; // the calendar's own message
  const [min, max] = YEAR_RANGE[calendar as FortuneCalendar];
  if (!/^\d+$/.test(String(year).trim())) return CHART_MESSAGES.birthDateInvalid;
  if (!integerIn(year, min, max))
    return calendar === '西元' ? CHART_MESSAGES.westernYearRange : CHART_MESSAGES.rocYearRange;
  if (!integerIn(month, 1, 12) || !integerIn(day, 1, 31)) return CHART_MESSAGES.birthDateInvalid;
  const converted = toSolarDate({
    calendar: calendar as FortuneCalendar,
    year: Number(year),
    month: Number(month),
    day: Number(day),
    isLeap: calendar === '農曆' && String(values.fortune_is_leap) === '1',
  });
  return converted.ok ? undefined : CHART_MESSAGES.birthDateInvalid;
}

/**
 * The natal chart form (and lucky cart line) schema of spec-coverage “Natal charts”. Values are strings as a form
 * holds them; the birth-date messages are reported on `fortune_birth_date`.
 */
/** The hour or minute of the birth time: a whole number from 0 to `max`, required unless the time is unknown (吉時). */
const birthTimePart = (name: 'hour' | 'minute', max: number) =>
  string()
    .default('')
    .when('lucky', {
      is: true,
      otherwise: (schema) =>
        schema
          .required(CHART_MESSAGES.timeRequired)
          .test(name, CHART_MESSAGES.timeInvalid, (value) => blank(value) || integerIn(value, 0, max)),
    });

export const chartSchema = object({
  fortune_name: string()
    .trim()
    .required(CHART_MESSAGES.nameRequired)
    .test('words', CHART_MESSAGES.nameWords, (value) => blank(value) || matchesWords(value!, CHINESE_OR_ENGLISH))
    .max(60, CHART_MESSAGES.nameWords),
  fortune_gender: string().required(CHART_MESSAGES.genderRequired).oneOf(['M', 'F'], CHART_MESSAGES.genderRequired),
  fortune_calendar: string()
    .required(CHART_MESSAGES.calendarRequired)
    .oneOf([...CALENDARS], CHART_MESSAGES.calendarRequired),
  fortune_year: string().default(''),
  fortune_month: string().default(''),
  fortune_day: string().default(''),
  fortune_is_leap: string()
    .default('')
    .when('fortune_calendar', {
      is: '農曆',
      then: (schema) => schema.required(CHART_MESSAGES.leapRequired).oneOf(['0', '1'], CHART_MESSAGES.leapRequired),
    }),
  lucky: boolean().default(false),
  fortune_hour: birthTimePart('hour', 23),
  fortune_minute: birthTimePart('minute', 59),
}).test('birth-date', '', function (values) {
  const message = birthDateMessage(values ?? {});
  return message ? this.createError({ path: 'fortune_birth_date', message }) : true;
});

export type ChartFormValues = {
  fortune_name: string;
  fortune_gender: '' | 'M' | 'F';
  fortune_calendar: '' | FortuneCalendar;
  fortune_year: string;
  fortune_month: string;
  fortune_day: string;
  fortune_is_leap: '' | '0' | '1';
  lucky: boolean;
  fortune_hour: string;
  fortune_minute: string;
};

/** A new chart: 國曆 and 民國 60 (spec-coverage “Natal charts” defaults). */
export const emptyChartValues = (): ChartFormValues => ({
  fortune_name: '',
  fortune_gender: '',
  fortune_calendar: '國曆',
  fortune_year: String(DEFAULT_YEAR),
  fortune_month: '',
  fortune_day: '',
  fortune_is_leap: '',
  lucky: false,
  fortune_hour: '',
  fortune_minute: '',
});

/** The stored form of a chart (result is a JSON string when sent): its shape is the API contract's. */
import type { ChartPayload } from '@/lib/contract/schema/characters';

export type { ChartPayload };

const pad = (value: number) => String(value).padStart(2, '0');

/** The payload of valid form values (throws on an impossible date: validate first). */
export function chartPayload(values: ChartFormValues): ChartPayload {
  const calendar = values.fortune_calendar as FortuneCalendar;
  const isLeap = calendar === '農曆' && values.fortune_is_leap === '1';
  const converted = toSolarDate({
    calendar,
    year: Number(values.fortune_year),
    month: Number(values.fortune_month),
    day: Number(values.fortune_day),
    isLeap,
  });
  if (!converted.ok) throw new RangeError(converted.error);
  const { year, month, day } = converted.solar;
  const hour = values.lucky ? 0 : Number(values.fortune_hour);
  const minute = values.lucky || blank(values.fortune_minute) ? 0 : Number(values.fortune_minute);
  return {
    name: values.fortune_name.trim(),
    gender: values.fortune_gender as FortuneQuery['gender'],
    calendar,
    china_hour: values.lucky ? UNKNOWN_HOUR : chinaHourOf(hour).label,
    hour: values.lucky ? LUCKY_TIME : String(hour),
    minute: values.lucky ? LUCKY_TIME : pad(minute),
    is_leap: isLeap ? 1 : 0,
    birth_at: `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:00`,
  };
}

/** The solar birth date in the chart's calendar; null when birth_at is no real date (an API breaking the contract). */
function birthDateOf(record: Pick<ChartPayload, 'calendar' | 'birth_at'>) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(record.birth_at ?? '');
  if (!match || !CALENDARS.includes(record.calendar)) return null;
  try {
    return fromSolarDate(record.calendar, { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
  } catch {
    return null; // lunar-typescript refuses a month or day that does not exist
  }
}

/** Form values of a stored chart: the solar birth_at written back in the chart's calendar (no date when it cannot be). */
export function chartValuesOf(
  record: Pick<ChartPayload, 'name' | 'gender' | 'calendar' | 'hour' | 'minute' | 'birth_at'> & {
    is_leap?: number | string;
  },
): ChartFormValues {
  const lucky = record.hour === LUCKY_TIME;
  const base = {
    fortune_name: record.name,
    fortune_gender: record.gender,
    fortune_calendar: record.calendar,
    lucky,
    fortune_hour: lucky ? '' : String(Number(record.hour)),
    fortune_minute: lucky ? '' : String(Number(record.minute)),
  };
  const date = birthDateOf(record);
  if (!date) return { ...emptyChartValues(), ...base, fortune_year: '', fortune_is_leap: '' };
  return {
    ...base,
    fortune_year: String(date.year),
    fortune_month: String(date.month),
    fortune_day: String(date.day),
    fortune_is_leap: record.calendar === '農曆' ? (date.isLeap ? '1' : '0') : '',
  };
}

/** The query of the conversion service (spec-coverage “Natal charts”, member §4) for valid form values. */
export function fortuneQuery(values: ChartFormValues): FortuneQuery {
  const calendar = values.fortune_calendar as FortuneCalendar;
  return {
    Yeartype: String(YEAR_TYPE[calendar]),
    Year: String(Number(values.fortune_year)),
    Month: String(Number(values.fortune_month)),
    Day: String(Number(values.fortune_day)),
    gender: values.fortune_gender as FortuneQuery['gender'],
    leapyear: calendar === '農曆' && values.fortune_is_leap === '1' ? '1' : '0',
    hour: values.lucky ? LUCKY_TIME : String(Number(values.fortune_hour)),
    minute: values.lucky ? LUCKY_TIME : blank(values.fortune_minute) ? '00' : pad(Number(values.fortune_minute)),
    name: values.fortune_name.trim() || undefined,
  };
}
