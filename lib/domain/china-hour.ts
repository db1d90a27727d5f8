/**
 * The twelve two-hour periods (時辰) of spec-coverage “Platform”: 子 is split into 早子 (00:00–00:59, value 0)
 * and 晚子 (23:00–23:59, value 11.5); 丑 (01–02) is 1 through 亥 (21–22) 11. 吉時 means the birth
 * time is unknown.
 */
export const UNKNOWN_HOUR = '吉時';

export type ChinaHour = { name: string; value: number; label: string };

const BRANCH_NAMES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;

export const EARLY_RAT: ChinaHour = { name: '子', value: 0, label: '早子' };
export const LATE_RAT: ChinaHour = { name: '子', value: 11.5, label: '晚子' };

/** The period of a clock hour 0–23: 0 → 早子, 23 → 晚子, 1–2 → 丑, … 21–22 → 亥. */
export function chinaHourOf(hour: number): ChinaHour {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour out of range: ${hour}`);
  if (hour === 0) return EARLY_RAT;
  if (hour === 23) return LATE_RAT;
  const value = Math.floor((hour + 1) / 2);
  return { name: BRANCH_NAMES[value], value, label: BRANCH_NAMES[value] };
}
