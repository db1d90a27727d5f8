import { ValidationError } from 'yup';
import {
  CHART_MESSAGES,
  chartPayload,
  chartSchema,
  chartValuesOf,
  daysInMonth,
  emptyChartValues,
  fortuneQuery,
  lunarLeapMonth,
  toSolarDate,
  toTraditional,
  yearOptions,
  type ChartFormValues,
} from '@/lib/domain/fortune';
import { solarChart } from '../support/member-records';

const valid: ChartFormValues = {
  ...emptyChartValues(),
  fortune_name: '王小明',
  fortune_gender: 'M',
  fortune_year: '79',
  fortune_month: '5',
  fortune_day: '17',
  fortune_hour: '14',
  fortune_minute: '30',
};

/** Every message of the schema for the values, by field. */
async function errorsOf(values: Partial<ChartFormValues>) {
  try {
    await chartSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string[]> = {};
    for (const inner of (error as ValidationError).inner) (errors[inner.path!] ??= []).push(inner.message);
    return errors;
  }
}

describe('chart schema (spec-coverage “Natal charts”)', () => {
  it('accepts a complete chart', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it.each([
    [{ fortune_name: '' }, 'fortune_name', '請填寫姓名'],
    [{ fortune_name: '王 Amy' }, undefined, undefined],
    [{ fortune_name: '王小明1' }, 'fortune_name', '姓名僅限中文或英文'],
    [{ fortune_name: 'Amy!' }, 'fortune_name', '姓名僅限中文或英文'],
    [{ fortune_gender: '' }, 'fortune_gender', '請選擇性別'],
    [{ fortune_calendar: '' }, 'fortune_calendar', '請選擇曆法'],
    [{ fortune_year: '', fortune_month: '', fortune_day: '' }, 'fortune_birth_date', '請選擇出生年月日'],
    [{ fortune_year: '' }, 'fortune_birth_date', '請選擇出生年'],
    [{ fortune_month: '' }, 'fortune_birth_date', '請選擇出生月'],
    [{ fortune_day: '' }, 'fortune_birth_date', '請選擇出生日'],
    [{ fortune_year: '', fortune_month: '' }, 'fortune_birth_date', '請選擇出生年、月'],
    [{ fortune_year: '', fortune_day: '' }, 'fortune_birth_date', '請選擇出生年、日'],
    [{ fortune_month: '', fortune_day: '' }, 'fortune_birth_date', '請選擇出生月、日'],
    [{ fortune_calendar: '西元', fortune_year: '1912' }, 'fortune_birth_date', '西元出生年須介於 1913 至 2040 年'],
    [{ fortune_calendar: '西元', fortune_year: '2041' }, 'fortune_birth_date', '西元出生年須介於 1913 至 2040 年'],
    [{ fortune_calendar: '西元', fortune_year: '1913' }, undefined, undefined],
    [{ fortune_calendar: '西元', fortune_year: '2040' }, undefined, undefined],
    [{ fortune_year: '1' }, 'fortune_birth_date', '民國出生年須介於 2 至 129 年'],
    [{ fortune_year: '130' }, 'fortune_birth_date', '民國出生年須介於 2 至 129 年'],
    [{ fortune_year: '2' }, undefined, undefined],
    [
      { fortune_calendar: '農曆', fortune_is_leap: '0', fortune_year: '130' },
      'fortune_birth_date',
      '民國出生年須介於 2 至 129 年',
    ],
    [{ fortune_year: '113', fortune_month: '2', fortune_day: '30' }, 'fortune_birth_date', '出生日期格式錯誤'],
    [{ fortune_year: '112', fortune_month: '2', fortune_day: '29' }, 'fortune_birth_date', '出生日期格式錯誤'],
    [{ fortune_year: '113', fortune_month: '2', fortune_day: '29' }, undefined, undefined],
    [{ fortune_month: '13' }, 'fortune_birth_date', '出生日期格式錯誤'],
    [{ fortune_year: 'abc' }, 'fortune_birth_date', '出生日期格式錯誤'],
    [{ fortune_calendar: '農曆', fortune_is_leap: '' }, 'fortune_is_leap', '請選擇是否為閏月'],
    [
      { fortune_calendar: '農曆', fortune_is_leap: '1', fortune_year: '111', fortune_month: '2', fortune_day: '1' },
      'fortune_birth_date',
      '出生日期格式錯誤',
    ],
    [
      { fortune_calendar: '農曆', fortune_is_leap: '1', fortune_year: '112', fortune_month: '2', fortune_day: '30' },
      'fortune_birth_date',
      '出生日期格式錯誤',
    ],
    [
      { fortune_calendar: '農曆', fortune_is_leap: '1', fortune_year: '112', fortune_month: '2', fortune_day: '29' },
      undefined,
      undefined,
    ],
    [{ fortune_hour: '' }, 'fortune_hour', '請填寫出生時間'],
    [{ fortune_minute: '' }, 'fortune_minute', '請填寫出生時間'],
    [{ fortune_hour: '24' }, 'fortune_hour', '出生時間格式錯誤'],
    [{ fortune_minute: '60' }, 'fortune_minute', '出生時間格式錯誤'],
    [{ lucky: true, fortune_hour: '', fortune_minute: '' }, undefined, undefined],
  ] as const)('the spec’s §5 messages: %o → %s %s', async (values, field, message) => {
    const errors = await errorsOf(values as Partial<ChartFormValues>);
    if (!field) expect(errors).toEqual({});
    else expect(errors[field]).toEqual([message]);
  });

  it('keeps the leap choice optional for solar calendars', async () => {
    expect(await errorsOf({ fortune_calendar: '西元', fortune_year: '1990', fortune_is_leap: '' })).toEqual({});
  });

  it('messages are the spec’s Traditional Chinese wording', () => {
    expect(Object.values(CHART_MESSAGES).every((m) => /[\u4e00-\u9fff]/.test(m))).toBe(true);
  });
});

describe('year and day lists', () => {
  it('127 years: 民國 2–128, or Western 1912–2038', () => {
    expect(yearOptions('國曆')).toHaveLength(127);
    expect(yearOptions('國曆')[0]).toBe(2);
    expect(yearOptions('農曆').at(-1)).toBe(128);
    expect(yearOptions('西元')[0]).toBe(1912);
    expect(yearOptions('西元')).toHaveLength(127);
  });

  it('days follow calendar and month', () => {
    expect(daysInMonth('國曆', 113, 2)).toBe(29); // 2024
    expect(daysInMonth('國曆', 112, 2)).toBe(28); // 2023
    expect(daysInMonth('西元', 1900, 2)).toBe(28); // not a leap year (century)
    expect(daysInMonth('西元', 2000, 2)).toBe(29);
    expect([1, 3, 5, 7, 8, 10, 12].map((m) => daysInMonth('西元', 2025, m))).toEqual([31, 31, 31, 31, 31, 31, 31]);
    expect([4, 6, 9, 11].map((m) => daysInMonth('西元', 2025, m))).toEqual([30, 30, 30, 30]);
    expect(daysInMonth('國曆', undefined, 2)).toBe(29);
    expect(daysInMonth('農曆', undefined, 2)).toBe(30);
  });

  it('lunar months offer 30 days, their 29-day ones included (spec-coverage “Natal charts”); the conversion refuses a day 30 that is not there', () => {
    expect(daysInMonth('農曆', 112, 1)).toBe(30); // 2023 正月 has 29
    expect(daysInMonth('農曆', 112, 3)).toBe(30);
    expect(toSolarDate({ calendar: '農曆', year: 112, month: 1, day: 30 })).toEqual({
      ok: false,
      error: '農曆民國 112 年正月只有 29 天，沒有 30 日',
    });
    expect(toSolarDate({ calendar: '農曆', year: 112, month: 2, day: 30 }).ok).toBe(true);
  });

  it('lunar leap months of published years', () => {
    expect(lunarLeapMonth(2023)).toBe(2);
    expect(lunarLeapMonth(2020)).toBe(4);
    expect(lunarLeapMonth(2017)).toBe(6);
    expect(lunarLeapMonth(2022)).toBe(0);
  });
});

describe('birth date conversion (spec-coverage “Natal charts”)', () => {
  it('國曆 is year + 1911, 西元 as is, 農曆 converted', () => {
    expect(toSolarDate({ calendar: '國曆', year: 79, month: 5, day: 17 })).toEqual({
      ok: true,
      solar: { year: 1990, month: 5, day: 17 },
    });
    expect(toSolarDate({ calendar: '西元', year: 1990, month: 5, day: 17 })).toEqual({
      ok: true,
      solar: { year: 1990, month: 5, day: 17 },
    });
    // 2023 閏二月初十 = 2023-03-31; 2020 閏四月初一 = 2020-05-23; 2024 春節 (正月初一) = 2024-02-10
    expect(toSolarDate({ calendar: '農曆', year: 112, month: 2, day: 10, isLeap: true })).toEqual({
      ok: true,
      solar: { year: 2023, month: 3, day: 31 },
    });
    expect(toSolarDate({ calendar: '農曆', year: 109, month: 4, day: 1, isLeap: true })).toEqual({
      ok: true,
      solar: { year: 2020, month: 5, day: 23 },
    });
    expect(toSolarDate({ calendar: '農曆', year: 113, month: 1, day: 1 })).toEqual({
      ok: true,
      solar: { year: 2024, month: 2, day: 10 },
    });
  });

  it('payload: birth_at in the common calendar, china_hour, 吉 for an unknown time', () => {
    expect(chartPayload({ ...valid })).toEqual(solarChart);
    const late = chartPayload({ ...valid, fortune_hour: '23', fortune_minute: '5' });
    expect(late).toMatchObject({ china_hour: '晚子', minute: '05', birth_at: '1990-05-17 23:05:00' });
    expect(chartPayload({ ...valid, fortune_hour: '0' }).china_hour).toBe('早子');
    const lucky = chartPayload({ ...valid, lucky: true, fortune_hour: '', fortune_minute: '' });
    expect(lucky).toMatchObject({ china_hour: '吉時', hour: '吉', minute: '吉', birth_at: '1990-05-17 00:00:00' });
    const lunar = chartPayload({
      ...valid,
      fortune_calendar: '農曆',
      fortune_is_leap: '1',
      fortune_year: '112',
      fortune_month: '2',
      fortune_day: '10',
      fortune_hour: '8',
      fortune_minute: '0',
    });
    expect(lunar).toMatchObject({ calendar: '農曆', is_leap: 1, birth_at: '2023-03-31 08:00:00' });
  });

  it('a stored chart comes back in its own calendar', () => {
    const stored = {
      name: '王小明',
      gender: 'F' as const,
      calendar: '農曆' as const,
      hour: '8',
      minute: '00',
      is_leap: 1,
      birth_at: '2023-03-31 08:00:00',
    };
    expect(chartValuesOf(stored)).toEqual({
      fortune_name: '王小明',
      fortune_gender: 'F',
      fortune_calendar: '農曆',
      fortune_year: '112',
      fortune_month: '2',
      fortune_day: '10',
      fortune_is_leap: '1',
      lucky: false,
      fortune_hour: '8',
      fortune_minute: '0',
    });
    expect(chartValuesOf({ ...stored, calendar: '西元', hour: '吉', minute: '吉' })).toMatchObject({
      fortune_year: '2023',
      fortune_month: '3',
      fortune_day: '31',
      lucky: true,
      fortune_hour: '',
    });
  });

  it('query of the conversion service', () => {
    expect(fortuneQuery({ ...valid, fortune_minute: '' })).toEqual({
      Yeartype: '1',
      Year: '79',
      Month: '5',
      Day: '17',
      gender: 'M',
      leapyear: '0',
      hour: '14',
      minute: '00',
      name: '王小明',
    });
    expect(fortuneQuery({ ...valid, lucky: true })).toMatchObject({ hour: '吉', minute: '吉' });
  });
});

describe('Simplified → Traditional table', () => {
  it('maps the curated characters and leaves 凶 and 咸 alone', () => {
    expect(toTraditional('正财 伤官 七杀 闰二月 腊月 长生 冠带 临官 绝 养 龙 马 鸡 猪')).toBe(
      '正財 傷官 七殺 閏二月 臘月 長生 冠帶 臨官 絕 養 龍 馬 雞 豬',
    );
    expect(toTraditional('炉中火 剑锋金 山头火 覆灯火 涧下水 大驿土 白蜡金 钗钏金 杨柳木 霹雳火')).toBe(
      '爐中火 劍鋒金 山頭火 覆燈火 澗下水 大驛土 白蠟金 釵釧金 楊柳木 霹靂火',
    );
    expect(toTraditional('惊蛰 谷雨 小满 芒种 处暑')).toBe('驚蟄 穀雨 小滿 芒種 處暑');
    expect(toTraditional('凶 咸池')).toBe('凶 咸池');
  });
});
