/**
 * The natal chart result (spec-coverage “Natal charts” "Result"), as the conversion service answers it and as a
 * saved chart stores it. What the spec leaves open is decided here (README, docs/spec-coverage.md):
 * - `gz`: the four pillars 年柱 月柱 日柱 時柱 (no 時柱 when the birth time is unknown, 吉時), each with
 *   its stem and branch, 納音, 五行 (of stem and branch), 十神 of the stem, hidden stems of the branch
 *   with their 十神, and the 十二長生 stage of the day master on that branch;
 * - `tengod`: one entry per pillar, title the pillar, content "stem god｜hidden stem god …";
 * - `bigfate`: the 大運 (8 periods) by gender, title the start age (虛歲) and content the stem-branch,
 *   with `age` and `year` (the first year of the period);
 * - `nine`: the 九星 of the lunar birth year (年紫白九星, e.g. 一白水星);
 * - `personal`: the day master (日主) with its element and polarity, e.g. 壬水（陽）;
 * - `five`: per element 木 火 土 金 水 `morning` = how often it occurs in the visible stems and
 *   branches of the pillars, `night` = how often among the hidden stems;
 * - `level`: '+' (身強) when the day master's own and generating elements make at least half of the
 *   other visible stems and branches, else '-' (身弱).
 */
export const FIVE_ELEMENTS = ['木', '火', '土', '金', '水'] as const;
export type FiveElement = (typeof FIVE_ELEMENTS)[number];

export type FortunePillar = {
  title: '年柱' | '月柱' | '日柱' | '時柱';
  gan: string;
  zhi: string;
  /** Stem and branch together, e.g. 庚午. */
  gz: string;
  nayin: string;
  /** Elements of stem and branch, e.g. 金火. */
  wuxing: string;
  /** 十神 of the stem (日主 for the day stem). */
  shishen: string;
  hide_gan: string[];
  /** 十神 of each hidden stem, in the order of hide_gan. */
  hide_shishen: string[];
  /** 十二長生 stage of the day master on this branch. */
  dishi: string;
};

export type FortuneResult = {
  /** 國曆 (ROC) date text, e.g. 民國79年5月17日 14時30分. */
  CC: string;
  /** 農曆 date text with 閏 for a leap month, e.g. 農曆民國112年閏二月初十 辰時. */
  LC: string;
  /** 西元 date text, e.g. 西元1990年5月17日 14時30分. */
  AD: string;
  /** 1 when the lunar birth month is a leap month. */
  leap: 0 | 1;
  name?: string;
  gender: 'M' | 'F';
  gz: FortunePillar[];
  tengod: { title: string; content: string }[];
  bigfate: { title: string; content: string; age: number; year: number }[];
  nine: string;
  personal: string;
  five: { element: FiveElement; morning: number; night: number }[];
  level: '+' | '-';
};

/** A refused conversion: `errorstatus` 1 and the text shown on the form. */
export type FortuneError = { errorstatus: 1; error: string };
