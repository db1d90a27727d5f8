/** Republic-of-China (民國) year: Gregorian year minus 1911 (spec-coverage “Platform”). */
export const rocYear = (gregorianYear: number) => gregorianYear - 1911;

export const HEAVENLY_STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const EARTHLY_BRANCHES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;

const mod = (value: number, by: number) => ((value % by) + by) % by;

/**
 * Sexagenary (干支) name of a Gregorian year, e.g. 2026 → 丙午. 4 CE was 甲子. The header names the
 * calendar year, so the name changes on 1 January, not at the lunar new year.
 */
export function sexagenaryYear(gregorianYear: number): string {
  return HEAVENLY_STEMS[mod(gregorianYear - 4, 10)] + EARTHLY_BRANCHES[mod(gregorianYear - 4, 12)];
}
