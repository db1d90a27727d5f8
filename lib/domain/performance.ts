import type { PerformanceLookup } from '@/lib/api/types';

/** Monthly personal PV a member needs to collect any bonus that month (spec member §9). */
export const PERSONAL_BONUS_MIN_PV = 4000;

/** Monthly qualified group PV a 堂主 needs to collect the leadership bonus (spec member §9). */
export const LEADERSHIP_BONUS_MIN_GROUP_PV = 60000;

const pv = (value: number) => value.toLocaleString('en-US');

/**
 * The performance page's bonus notices for this month (spec member §9): under 4,000 personal PV no bonus
 * is collected; a 堂主 whose qualified group PV (the 堂主 group, master_team_pv) is under 60,000 collects no
 * leadership bonus. Each says what is missing; none once a threshold is met or where it does not apply.
 */
export function bonusNotices(lookup: Pick<PerformanceLookup, 'hierarchical' | 'pv'>): string[] {
  const notices: string[] = [];
  if (lookup.pv.pv < PERSONAL_BONUS_MIN_PV) {
    notices.push(`本月個人 PV 未達 ${pv(PERSONAL_BONUS_MIN_PV)}，本月無法領取獎金（尚差 ${pv(PERSONAL_BONUS_MIN_PV - lookup.pv.pv)} PV）。`);
  }
  if (lookup.hierarchical === '堂主' && lookup.pv.master_team_pv < LEADERSHIP_BONUS_MIN_GROUP_PV) {
    notices.push(`本月堂主組合格 PV 未達 ${pv(LEADERSHIP_BONUS_MIN_GROUP_PV)}，本月無法領取領導獎金（尚差 ${pv(LEADERSHIP_BONUS_MIN_GROUP_PV - lookup.pv.master_team_pv)} PV）。`);
  }
  return notices;
}
