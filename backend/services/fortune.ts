import { Solar, type EightChar } from 'lunar-typescript';
import type { z } from 'zod';
import { fortuneConversionQuery } from '@/lib/contract/schema/queries';
import { chinaHourOf } from '@/lib/domain/china-hour';
import {
  CALENDAR_OF_YEAR_TYPE,
  FIVE_ELEMENTS,
  LUCKY_TIME,
  toSolarDate,
  toTraditional,
  YEAR_RANGE,
  type FiveElement,
  type FortunePillar,
  type FortuneResult,
} from '@/lib/domain/fortune';

/**
 * The fortune conversion service (spec-coverage “Natal charts”, member §4): a birth date in one of three calendars
 * to the natal chart (八字) computed with lunar-typescript, output in Traditional Chinese.
 *
 * 晚子 (23:00–23:59) convention: the day pillar stays on the calendar day of birth and the hour pillar
 * is the 子 hour of the next day (its stem follows the next day's stem): lunar-typescript's sect 2
 * ("晚子時日柱算當天"). 吉時 (unknown time): no hour pillar; the other pillars use 12:00 of the day.
 */
export class FortuneInputError extends Error {}

export type FortuneParams = Record<string, string | undefined>;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** One parameter read with its contract shape (lib/contract/schema/queries.ts); a blank value is as if absent. */
function read<K extends keyof typeof fortuneConversionQuery.shape>(query: FortuneParams, name: K) {
  const value = query[name];
  return fortuneConversionQuery.shape[name].safeParse(blank(value) ? undefined : value) as z.ZodSafeParseResult<
    z.output<(typeof fortuneConversionQuery.shape)[K]>
  >;
}

type Parsed = {
  yearType: 1 | 2 | 3;
  year: number;
  month: number;
  day: number;
  gender: 'M' | 'F';
  isLeap: boolean;
  hour: number | undefined;
  minute: number;
  name?: string;
};

/** Reads and checks the query in the form's order; every refusal is a FortuneInputError with the text for the form. */
export function parseFortuneQuery(query: FortuneParams): Parsed {
  const yearType = read(query, 'Yeartype');
  if (!yearType.success) throw new FortuneInputError('曆法類型錯誤（Yeartype 須為 1、2 或 3）');
  const calendar = CALENDAR_OF_YEAR_TYPE[yearType.data ?? 3];
  const [year, month, day] = (['Year', 'Month', 'Day'] as const).map((name) => read(query, name));
  if (!year.success || !month.success || !day.success) throw new FortuneInputError('出生日期格式錯誤');
  const [min, max] = YEAR_RANGE[calendar];
  if (year.data < min || year.data > max) {
    throw new FortuneInputError(
      calendar === '西元' ? '西元出生年須介於 1913 至 2040 年' : '民國出生年須介於 2 至 129 年',
    );
  }
  const gender = read(query, 'gender');
  if (!gender.success) throw new FortuneInputError('請選擇性別');
  const leapYear = read(query, 'leapyear');
  if (!leapYear.success) throw new FortuneInputError('閏月參數錯誤（leapyear 須為 1 或 0）');
  const isLeap = (yearType.data ?? 3) === 2 && leapYear.data === '1';

  const hour = read(query, 'hour');
  if (blank(query.hour)) throw new FortuneInputError('請填寫出生時間');
  if (!hour.success) throw new FortuneInputError(`出生時間錯誤：沒有 ${query.hour?.trim()} 時`);
  const lucky = hour.data === LUCKY_TIME || hour.data === '吉時';
  const minute = lucky ? undefined : read(query, 'minute');
  if (minute && !minute.success) throw new FortuneInputError(`出生時間錯誤：沒有 ${query.minute?.trim()} 分`);
  const name = read(query, 'name').data?.trim().slice(0, 60) || undefined;
  return {
    yearType: yearType.data ?? 3,
    year: year.data,
    month: month.data,
    day: day.data,
    gender: gender.data,
    isLeap,
    hour: lucky ? undefined : Number(hour.data),
    minute: Number(minute?.data ?? 0),
    name,
  };
}

const STEM_ELEMENT: Record<string, FiveElement> = {
  甲: '木',
  乙: '木',
  丙: '火',
  丁: '火',
  戊: '土',
  己: '土',
  庚: '金',
  辛: '金',
  壬: '水',
  癸: '水',
};
const BRANCH_ELEMENT: Record<string, FiveElement> = {
  子: '水',
  丑: '土',
  寅: '木',
  卯: '木',
  辰: '土',
  巳: '火',
  午: '火',
  未: '土',
  申: '金',
  酉: '金',
  戌: '土',
  亥: '水',
};
/** The element that generates each element (生我者). */
const GENERATED_BY: Record<FiveElement, FiveElement> = { 木: '水', 火: '木', 土: '火', 金: '土', 水: '金' };
const YANG_STEMS = '甲丙戊庚壬';

const pad = (value: number) => String(value).padStart(2, '0');

function pillarsOf(eight: EightChar, withHour: boolean): FortunePillar[] {
  const t = toTraditional;
  const pillar = (
    title: FortunePillar['title'],
    gan: string,
    zhi: string,
    nayin: string,
    wuxing: string,
    shishen: string,
    hide: string[],
    hideGods: string[],
    dishi: string,
  ): FortunePillar => ({
    title,
    gan,
    zhi,
    gz: gan + zhi,
    nayin: t(nayin),
    wuxing,
    shishen: t(shishen),
    hide_gan: hide,
    hide_shishen: hideGods.map(t),
    dishi: t(dishi),
  });
  const pillars = [
    pillar(
      '年柱',
      eight.getYearGan(),
      eight.getYearZhi(),
      eight.getYearNaYin(),
      eight.getYearWuXing(),
      eight.getYearShiShenGan(),
      eight.getYearHideGan(),
      eight.getYearShiShenZhi(),
      eight.getYearDiShi(),
    ),
    pillar(
      '月柱',
      eight.getMonthGan(),
      eight.getMonthZhi(),
      eight.getMonthNaYin(),
      eight.getMonthWuXing(),
      eight.getMonthShiShenGan(),
      eight.getMonthHideGan(),
      eight.getMonthShiShenZhi(),
      eight.getMonthDiShi(),
    ),
    pillar(
      '日柱',
      eight.getDayGan(),
      eight.getDayZhi(),
      eight.getDayNaYin(),
      eight.getDayWuXing(),
      eight.getDayShiShenGan(),
      eight.getDayHideGan(),
      eight.getDayShiShenZhi(),
      eight.getDayDiShi(),
    ),
  ];
  if (withHour) {
    pillars.push(
      pillar(
        '時柱',
        eight.getTimeGan(),
        eight.getTimeZhi(),
        eight.getTimeNaYin(),
        eight.getTimeWuXing(),
        eight.getTimeShiShenGan(),
        eight.getTimeHideGan(),
        eight.getTimeShiShenZhi(),
        eight.getTimeDiShi(),
      ),
    );
  }
  return pillars;
}

/** Five-element counts: morning = visible stems and branches, night = hidden stems. */
export function fiveElements(pillars: FortunePillar[]) {
  return FIVE_ELEMENTS.map((element) => ({
    element,
    morning: pillars.reduce(
      (sum, p) => sum + (STEM_ELEMENT[p.gan] === element ? 1 : 0) + (BRANCH_ELEMENT[p.zhi] === element ? 1 : 0),
      0,
    ),
    night: pillars.reduce((sum, p) => sum + p.hide_gan.filter((gan) => STEM_ELEMENT[gan] === element).length, 0),
  }));
}

/** '+' (身強) when the day master's own and generating elements are at least half of the other visible characters. */
export function strengthLevel(pillars: FortunePillar[]): '+' | '-' {
  const master = STEM_ELEMENT[pillars[2].gan];
  const others = pillars
    .flatMap((p) => [p.title === '日柱' ? undefined : STEM_ELEMENT[p.gan], BRANCH_ELEMENT[p.zhi]])
    .filter((e): e is FiveElement => !!e);
  const support = others.filter((e) => e === master || e === GENERATED_BY[master]).length;
  return support * 2 >= others.length ? '+' : '-';
}

/** The natal chart of a query, or a FortuneInputError (impossible dates are refused, never rolled over). */
export function computeFortune(query: FortuneParams): FortuneResult {
  const input = parseFortuneQuery(query);
  const calendar = CALENDAR_OF_YEAR_TYPE[input.yearType];
  const converted = toSolarDate({
    calendar,
    year: input.year,
    month: input.month,
    day: input.day,
    isLeap: input.isLeap,
  });
  if (!converted.ok) throw new FortuneInputError(converted.error);
  const { year, month, day } = converted.solar;
  const known = input.hour !== undefined;
  const hour = input.hour ?? 12;
  const minute = known ? input.minute : 0;

  const solar = Solar.fromYmdHms(year, month, day, hour, minute, 0);
  const lunar = solar.getLunar();
  const eight = lunar.getEightChar();
  eight.setSect(2);

  const pillars = pillarsOf(eight, known);
  const time = known ? `${hour}時${pad(minute)}分` : '吉時';
  const lunarMonth = lunar.getMonth();
  const branch = known ? `${chinaHourOf(hour).name}時` : '吉時';

  const yun = eight.getYun(input.gender === 'M' ? 1 : 0);
  const bigfate = yun
    .getDaYun(9)
    .slice(1)
    .map((period) => ({
      title: `${period.getStartAge()}歲`,
      content: period.getGanZhi(),
      age: period.getStartAge(),
      year: period.getStartYear(),
    }));

  const star = lunar.getYearNineStar();
  const master = pillars[2].gan;

  return {
    CC: `民國${year - 1911}年${month}月${day}日 ${time}`,
    LC: toTraditional(
      `農曆民國${lunar.getYear() - 1911}年${lunarMonth < 0 ? '闰' : ''}${lunar.getMonthInChinese().replace('闰', '')}月${lunar.getDayInChinese()} ${branch}`,
    ),
    AD: `西元${year}年${month}月${day}日 ${time}`,
    leap: lunarMonth < 0 ? 1 : 0,
    ...(input.name ? { name: input.name } : {}),
    gender: input.gender,
    gz: pillars,
    tengod: pillars.map((p) => ({
      title: p.title,
      content: `${p.shishen}｜${p.hide_gan.map((gan, i) => `${gan}${p.hide_shishen[i]}`).join(' ')}`,
    })),
    bigfate,
    nine: toTraditional(`${star.getNumber()}${star.getColor()}${star.getWuXing()}星`),
    personal: `${master}${STEM_ELEMENT[master]}（${YANG_STEMS.includes(master) ? '陽' : '陰'}）`,
    five: fiveElements(pillars),
    level: strengthLevel(pillars),
  };
}
