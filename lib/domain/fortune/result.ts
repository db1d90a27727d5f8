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
import type { FiveElement } from '@/lib/contract/schema/fortune';

/** The result's shape is the API contract's (lib/contract/schema/fortune.ts); this module decides what it says. */
export type { FiveElement, FortunePillar, FortuneResult } from '@/lib/contract/schema/fortune';

export const FIVE_ELEMENTS = ['木', '火', '土', '金', '水'] as const satisfies readonly FiveElement[];
