import type { Hierarchy, Member, PerformanceFigures, PerformanceLookup } from '@/lib/contract/schema/member';
import { ANNUAL_PV_THRESHOLD } from './orders/shop-state';
import { MEMBER_MESSAGES } from './validation/member';

/** Monthly personal PV a member needs to collect any bonus that month (spec-coverage “Members: session and screens”). */
export const PERSONAL_BONUS_MIN_PV = 4000;

/** Monthly qualified group PV a 堂主 needs to collect the leadership bonus (spec-coverage “Members: session and screens”). */
export const LEADERSHIP_BONUS_MIN_GROUP_PV = 60000;

const pv = (value: number) => value.toLocaleString('en-US');

/**
 * The performance page's bonus notices for this month (spec-coverage “Members: session and screens”): under 4,000 personal PV no bonus
 * is collected; a 堂主 whose qualified group PV (the 堂主 group, master_team_pv) is under 60,000 collects no
 * leadership bonus. Each says what is missing; none once a threshold is met or where it does not apply.
 */
export function bonusNotices(lookup: Pick<PerformanceLookup, 'hierarchical' | 'pv'>): string[] {
  const notices: string[] = [];
  if (lookup.pv.pv < PERSONAL_BONUS_MIN_PV) {
    notices.push(
      `本月個人 PV 未達 ${pv(PERSONAL_BONUS_MIN_PV)}，本月無法領取獎金（尚差 ${pv(PERSONAL_BONUS_MIN_PV - lookup.pv.pv)} PV）。`,
    );
  }
  if (lookup.hierarchical === '堂主' && lookup.pv.master_team_pv < LEADERSHIP_BONUS_MIN_GROUP_PV) {
    notices.push(
      `本月堂主組合格 PV 未達 ${pv(LEADERSHIP_BONUS_MIN_GROUP_PV)}，本月無法領取領導獎金（尚差 ${pv(LEADERSHIP_BONUS_MIN_GROUP_PV - lookup.pv.master_team_pv)} PV）。`,
    );
  }
  return notices;
}

export type PerformanceCard = { key: string; label: string; value: number };

/** The group figure by hierarchy: 傳銷商 whole group (team_pv); 堂主 and 督導 the master group (master_team_pv). */
const groupLabel = (hierarchy: Hierarchy) => (hierarchy === '傳銷商' ? '全組' : '堂主組');

/** The cards of /member/performance-search; the accumulated-PV card is hidden for 堂主 and 督導 (spec-coverage “Members: session and screens”). */
export function performanceCards(lookup: PerformanceReading): PerformanceCard[] {
  const { pv, hierarchical } = lookup;
  const group = groupLabel(hierarchical);
  const byGroup = hierarchical === '傳銷商';
  const cards: PerformanceCard[] = [
    { key: 'pv', label: '本月個人 PV', value: pv.pv },
    { key: 'pre_pv', label: '上月個人 PV', value: pv.pre_pv },
    { key: 'group', label: `本月${group} PV`, value: byGroup ? pv.team_pv : pv.master_team_pv },
    { key: 'pre_group', label: `上月${group} PV`, value: byGroup ? pv.pre_team_pv : pv.pre_master_team_pv },
    { key: 'year_pv', label: '年度累積 PV', value: pv.year_pv },
    { key: 'tour_pv', label: '旅遊 PV', value: pv.tour_pv },
  ];
  if (byGroup) cards.splice(4, 0, { key: 'accumulated', label: '累積組織 PV', value: pv.accumulated_team_pv });
  return cards;
}

/**
 * The banners (spec-coverage “Members: session and screens” "Performance lookup", §8): exited members see the exit notice; in
 * months 9 to 12 the year-end accumulated-PV notice; otherwise members who joined in an earlier year
 * see the expiry notice in months 1 to 8. Separately, an expired member with year PV under 6000 is
 * reminded that buying is impossible until renewing at a branch office before the renewal date.
 */
export function performanceBanners(
  lookup: PerformanceReading,
  today: string,
): { notice: string | null; expiredReminder: string | null } {
  const [year, month] = today.split('-').map(Number);
  const joinedEarlier = Number(lookup.created_at.slice(0, 4)) < year;
  let notice: string | null = null;
  if (lookup.exited_at) notice = MEMBER_MESSAGES.exited;
  else if (month >= 9)
    notice = `年度累積 PV 達 ${ANNUAL_PV_THRESHOLD.toLocaleString('en-US')}，會員資格即延長至明年底；您今年已累積 ${lookup.pv.year_pv.toLocaleString('en-US')} PV。`;
  else if (joinedEarlier) notice = `您的會員有效日期為 ${lookup.expiry_day ?? '—'}，請留意續約期限。`;
  const expired = !!lookup.expiry_day && lookup.expiry_day < today && lookup.pv.year_pv < ANNUAL_PV_THRESHOLD;
  const expiredReminder = expired
    ? `您的會員資格已於 ${lookup.expiry_day} 到期，目前無法購物，請於 ${lookup.renewal_expiry_date ?? '續約期限'} 前至各分公司辦理續約。`
    : null;
  return { notice, expiredReminder };
}

/**
 * What the performance page shows: `GET performances` (the shop's addition, decision 0035), or the same figures
 * read from the member (`GET users`, M §3) when the API has not that call. Then the data month is not known:
 * `yyyymm` is null and the page shows none (docs/api-contract.md "Where the spec is silent or says two things: the shop's readings").
 */
export type PerformanceReading = Omit<PerformanceLookup, 'yyyymm'> & { yyyymm: string | null };

/** The figures a member without a `pv` record has this month: none. */
const NO_FIGURES: PerformanceFigures = {
  pv: 0,
  team_pv: 0,
  master_team_pv: 0,
  pre_pv: 0,
  pre_team_pv: 0,
  pre_master_team_pv: 0,
  accumulated_team_pv: 0,
  pre_accumulated_team_pv: 0,
  cost_pv: 0,
  pre_tour_pv: 0,
  tour_pv: 0,
  tour_yyyymm: null,
  year_pv: 0,
};

/**
 * The performance reading from M §3's Member (hierarchical, pv, exited_at, expiry_day, renewal_expiry_date,
 * created_at), on an API without `GET performances`: a member answered without `pv` has zeros, as the
 * embedded call answers a month without a row; the data month is unknown.
 */
export function performanceFromMember(
  member: Pick<Member, 'hierarchical' | 'pv' | 'exited_at' | 'expiry_day' | 'renewal_expiry_date' | 'created_at'>,
): PerformanceReading {
  return {
    hierarchical: member.hierarchical,
    yyyymm: null,
    pv: { ...NO_FIGURES, ...member.pv },
    exited_at: member.exited_at ?? null,
    expiry_day: member.expiry_day ?? null,
    renewal_expiry_date: member.renewal_expiry_date ?? null,
    created_at: member.created_at,
  };
}

/** The data month as the page writes it ('2026/11'), or null when the reading has none or an unreadable one. */
export const dataMonthOf = (reading: Pick<PerformanceReading, 'yyyymm'>): string | null =>
  reading.yyyymm && /^\d{6}$/.test(reading.yyyymm) ? `${reading.yyyymm.slice(0, 4)}/${reading.yyyymm.slice(4)}` : null;
