import { computeFortune, FortuneInputError } from '@/backend/services/fortune';
import { EARTHLY_BRANCHES, HEAVENLY_STEMS, sexagenaryYear } from '@/lib/domain/roc-year';

/**
 * Independent reference (a second implementation, not the library): the day pillar from the Julian
 * day number (2000-01-01, JDN 2451545, was 戊午: the widely published anchor), the year pillar from
 * the Gregorian year after 立春, the month pillar by 五虎遁 and the hour pillar by 五鼠遁. Used only
 * for days 9–27 of a month, well away from the 節 (month boundaries on days 4–8).
 */
function julianDay(year: number, month: number, day: number) {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}
const cycle = (index: number) => HEAVENLY_STEMS[((index % 10) + 10) % 10] + EARTHLY_BRANCHES[((index % 12) + 12) % 12];
function referencePillars(year: number, month: number, day: number, hour: number) {
  const dayIndex = (julianDay(year, month, day) + 49) % 60;
  const pillarYear = month === 1 ? year - 1 : year; // January is still the previous year's 丑 month
  const yearName = sexagenaryYear(pillarYear);
  const yearStem = HEAVENLY_STEMS.indexOf(yearName[0] as (typeof HEAVENLY_STEMS)[number]);
  const monthBranch = month % 12; // Feb 寅 … Dec 子, Jan 丑
  const firstMonthStem = ((yearStem % 5) * 2 + 2) % 10; // 甲己之年丙作首
  const monthStem = (firstMonthStem + ((monthBranch - 2 + 12) % 12)) % 10;
  const hourBranch = Math.floor((hour + 1) / 2) % 12;
  const hourDayStem = (dayIndex + (hour === 23 ? 1 : 0)) % 10; // 晚子: the next day's 子 hour
  const hourStem = ((hourDayStem % 5) * 2 + hourBranch) % 10; // 甲己還加甲
  return [
    yearName,
    HEAVENLY_STEMS[monthStem] + EARTHLY_BRANCHES[monthBranch],
    cycle(dayIndex),
    HEAVENLY_STEMS[hourStem] + EARTHLY_BRANCHES[hourBranch],
  ];
}

const pillars = (query: Record<string, string>) => computeFortune(query).gz.map((p) => p.gz);
const western = (y: number, m: number, d: number, h: number, min = 0, gender = 'M') => ({
  Yeartype: '3',
  Year: String(y),
  Month: String(m),
  Day: String(d),
  gender,
  hour: String(h),
  minute: String(min),
});

describe('four pillars against independent references', () => {
  it('1990-05-17 14:30 male is 庚午 辛巳 壬午 丁未', () => {
    expect(pillars(western(1990, 5, 17, 14, 30))).toEqual(['庚午', '辛巳', '壬午', '丁未']);
  });

  it('lunar 民國 112 (2023) leap second month day 10 08:00 female is 癸卯 乙卯 戊子 丙辰', () => {
    const result = computeFortune({
      Yeartype: '2',
      Year: '112',
      Month: '2',
      Day: '10',
      gender: 'F',
      leapyear: '1',
      hour: '8',
      minute: '',
    });
    expect(result.gz.map((p) => p.gz)).toEqual(['癸卯', '乙卯', '戊子', '丙辰']);
    expect(result.leap).toBe(1);
    expect(result.AD).toBe('西元2023年3月31日 8時00分');
    expect(result.LC).toBe('農曆民國112年閏二月初十 辰時');
  });

  it('2005-12-23 08:37 is 乙酉 戊子 辛巳 壬辰 (lunar-java README example)', () => {
    expect(pillars(western(2005, 12, 23, 8, 37))).toEqual(['乙酉', '戊子', '辛巳', '壬辰']);
  });

  it('2000-01-15 is a 己卯 year (before 立春) in the 丁丑 month; 2000-01-01 is the 戊午 day', () => {
    expect(pillars(western(2000, 1, 15, 10))).toEqual(referencePillars(2000, 1, 15, 10));
    expect(pillars(western(2000, 1, 1, 10))[2]).toBe('戊午');
  });

  // 120 dates over 1913–2040 and every hour, compared with the reference implementation above.
  const samples = Array.from({ length: 120 }, (_, i) => {
    const year = 1913 + ((i * 37) % 128);
    const month = 1 + ((i * 5) % 12);
    const day = 9 + ((i * 7) % 19);
    const hour = (i * 11) % 24;
    return [year, month, day, hour] as const;
  });
  it.each(samples)('%i-%i-%i %i:00 matches the reference', (year, month, day, hour) => {
    expect(pillars(western(year, month, day, hour))).toEqual(referencePillars(year, month, day, hour));
  });
});

describe('calendars', () => {
  it('國曆 is the ROC year + 1911 and gives the same chart as 西元', () => {
    const roc = computeFortune({
      Yeartype: '1',
      Year: '79',
      Month: '5',
      Day: '17',
      gender: 'M',
      hour: '14',
      minute: '30',
    });
    expect(roc.gz.map((p) => p.gz)).toEqual(['庚午', '辛巳', '壬午', '丁未']);
    expect(roc.CC).toBe('民國79年5月17日 14時30分');
  });

  it('Yeartype defaults to 3 (Western)', () => {
    expect(pillars({ Year: '1990', Month: '5', Day: '17', gender: 'M', hour: '14', minute: '30' })).toEqual([
      '庚午',
      '辛巳',
      '壬午',
      '丁未',
    ]);
  });

  it('農曆 民國 79 四月廿三 is 1990-05-17; the leap flag is ignored for solar calendars', () => {
    const lunar = computeFortune({
      Yeartype: '2',
      Year: '79',
      Month: '4',
      Day: '23',
      gender: 'M',
      leapyear: '0',
      hour: '14',
      minute: '30',
    });
    expect(lunar.AD).toBe('西元1990年5月17日 14時30分');
    expect(lunar.leap).toBe(0);
    expect(computeFortune({ ...western(1990, 5, 17, 14, 30), leapyear: '1' }).leap).toBe(0);
  });

  it('29 February exists in leap years only', () => {
    expect(pillars(western(2024, 2, 29, 12))).toHaveLength(4);
    expect(() => computeFortune(western(2023, 2, 29, 12))).toThrow('2023 年 2 月只有 28 天，沒有 29 日');
    expect(() => computeFortune(western(1900 + 100, 2, 30, 12))).toThrow(FortuneInputError);
    expect(pillars(western(2000, 2, 29, 12))).toHaveLength(4); // divisible by 400
  });

  it('a blank minute is 00', () => {
    expect(computeFortune({ ...western(1990, 5, 17, 14), minute: '' }).AD).toBe('西元1990年5月17日 14時00分');
  });
});

describe('晚子 and 早子', () => {
  it('23:30 (晚子) keeps the day pillar of the calendar day and takes the next day’s 子 hour', () => {
    // 2024-01-01 is 甲子 (JDN reference); the 子 hour of the next day (乙丑) is 丙子.
    const late = pillars(western(2024, 1, 1, 23, 30));
    expect(late[2]).toBe('甲子');
    expect(late[3]).toBe('丙子');
    expect(pillars(western(2024, 1, 15, 23))).toEqual(referencePillars(2024, 1, 15, 23));
  });

  it('00:30 (早子) is the 子 hour of its own day', () => {
    const early = pillars(western(2024, 1, 2, 0, 30));
    expect(early[2]).toBe('乙丑');
    expect(early[3]).toBe('丙子');
  });
});

describe('吉時 (unknown time)', () => {
  it('has no hour pillar but the other three', () => {
    const result = computeFortune({ ...western(1990, 5, 17, 0), hour: '吉', minute: '吉' });
    expect(result.gz.map((p) => p.gz)).toEqual(['庚午', '辛巳', '壬午']);
    expect(result.tengod).toHaveLength(3);
    expect(result.CC).toBe('民國79年5月17日 吉時');
    expect(result.LC).toContain('吉時');
  });
});

describe('refused dates and times (never rolled over)', () => {
  it.each([
    ['30 February', western(2024, 2, 30, 12), '2024 年 2 月只有 29 天，沒有 30 日'],
    ['31 April', western(2024, 4, 31, 12), '2024 年 4 月只有 30 天，沒有 31 日'],
    ['month 13', western(2024, 13, 1, 12), '沒有 13 月'],
    ['hour 24', western(2024, 1, 1, 24), '出生時間錯誤：沒有 24 時'],
    ['minute 60', western(2024, 1, 1, 10, 60), '出生時間錯誤：沒有 60 分'],
    [
      'a leap month the year lacks',
      { Yeartype: '2', Year: '111', Month: '2', Day: '1', gender: 'M', leapyear: '1', hour: '1' },
      '農曆民國 111 年沒有閏二月',
    ],
    [
      'day 30 of a 29-day lunar month',
      { Yeartype: '2', Year: '112', Month: '2', Day: '30', gender: 'M', leapyear: '1', hour: '1' },
      '農曆民國 112 年閏二月只有 29 天，沒有 30 日',
    ],
    ['a Western year before 1913', western(1912, 6, 1, 1), '西元出生年須介於 1913 至 2040 年'],
    [
      'an ROC year above 129',
      { Yeartype: '1', Year: '130', Month: '1', Day: '1', gender: 'M', hour: '1' },
      '民國出生年須介於 2 至 129 年',
    ],
    ['a missing gender', { ...western(1990, 5, 17, 1), gender: '' }, '請選擇性別'],
    ['a missing hour', { ...western(1990, 5, 17, 1), hour: '' }, '請填寫出生時間'],
    ['Yeartype 4', { ...western(1990, 5, 17, 1), Yeartype: '4' }, '曆法類型錯誤（Yeartype 須為 1、2 或 3）'],
    ['a non-numeric day', { ...western(1990, 5, 17, 1), Day: 'x' }, '出生日期格式錯誤'],
  ])('%s', (_, query, message) => {
    expect(() => computeFortune(query)).toThrow(new FortuneInputError(message));
  });
});

describe('the chart’s other fields', () => {
  const result = computeFortune(western(1990, 5, 17, 14, 30));

  it('納音, 五行 and 十神 in Traditional Chinese', () => {
    expect(result.gz.map((p) => p.nayin)).toEqual(['路旁土', '白蠟金', '楊柳木', '天河水']);
    expect(result.gz.map((p) => p.wuxing)).toEqual(['金火', '金火', '水火', '火土']);
    expect(result.tengod[0]).toEqual({ title: '年柱', content: '偏印｜丁正財 己正官' });
    expect(result.tengod[1]).toEqual({ title: '月柱', content: '正印｜丙偏財 庚偏印 戊七殺' });
    expect(result.tengod[3]).toEqual({ title: '時柱', content: '正財｜己正官 丁正財 乙傷官' });
    expect(JSON.stringify(computeFortune(western(1964, 3, 10, 23)))).not.toMatch(
      /[财伤杀闰腊长带临绝养龙马鸡猪炉剑锋头灯涧驿蜡钗钏杨雳]/,
    );
  });

  it('大運 goes forward for a yang-year man and backward for a woman', () => {
    // 庚 is a yang stem: a man counts forward from the month pillar 辛巳 (壬午 …), a woman backward (庚辰 …).
    expect(result.bigfate.slice(0, 3).map((b) => b.content)).toEqual(['壬午', '癸未', '甲申']);
    expect(result.bigfate[0]).toMatchObject({ title: '7歲', age: 7, year: 1996 });
    const woman = computeFortune(western(1990, 5, 17, 14, 30, 'F'));
    expect(woman.bigfate.slice(0, 3).map((b) => b.content)).toEqual(['庚辰', '己卯', '戊寅']);
    expect(result.bigfate).toHaveLength(8);
  });

  it('nine star of the year, day master, five elements and strength', () => {
    expect(result.nine).toBe('一白水星'); // 1990: 一白 (the year stars run 9 → 1 downward; 1991 九紫)
    expect(computeFortune(western(1991, 5, 17, 14)).nine).toBe('九紫火星');
    expect(result.personal).toBe('壬水（陽）');
    // visible: 庚午 辛巳 壬午 丁未 → 金2 火4 水1 土1; hidden: 丁己 丙庚戊 丁己 己丁乙 → 火4 土4 金1 木1
    expect(result.five).toEqual([
      { element: '木', morning: 0, night: 1 },
      { element: '火', morning: 4, night: 4 },
      { element: '土', morning: 1, night: 4 },
      { element: '金', morning: 2, night: 1 },
      { element: '水', morning: 1, night: 0 },
    ]);
    // support of 壬水 (水 and 金) among the 7 other characters: 庚 辛 = 2 < 3.5 → 身弱
    expect(result.level).toBe('-');
    // 1992-12-12 22:00 is 壬申 壬子 壬戌 辛亥: 6 of the 7 other characters are 水 or 金 for the 壬水 day master
    const strong = computeFortune(western(1992, 12, 12, 22));
    expect(strong.gz.map((p) => p.gz)).toEqual(referencePillars(1992, 12, 12, 22));
    expect(strong.level).toBe('+');
  });
});
