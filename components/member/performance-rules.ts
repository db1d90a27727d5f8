import type { Hierarchy, PerformanceLookup } from '@/lib/api/types';
import { ANNUAL_PV_THRESHOLD } from '@/lib/domain/orders/shop-state';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';


export type PerformanceCard = { key: string; label: string; value: number };

/** The group figure by hierarchy: 傳銷商 whole group (team_pv); 堂主 and 督導 the master group (master_team_pv). */
const groupLabel = (hierarchy: Hierarchy) => (hierarchy === '傳銷商' ? '全組' : '堂主組');

/** The cards of /member/performance-search; the accumulated-PV card is hidden for 堂主 and 督導 (spec member §2). */
export function performanceCards(lookup: PerformanceLookup): PerformanceCard[] {
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
 * The banners (spec member §2 "Performance lookup", §8): exited members see the exit notice; in
 * months 9 to 12 the year-end accumulated-PV notice; otherwise members who joined in an earlier year
 * see the expiry notice in months 1 to 8. Separately, an expired member with year PV under 6000 is
 * reminded that buying is impossible until renewing at a branch office before the renewal date.
 */
export function performanceBanners(lookup: PerformanceLookup, today: string): { notice: string | null; expiredReminder: string | null } {
  const [year, month] = today.split('-').map(Number);
  const joinedEarlier = Number(lookup.created_at.slice(0, 4)) < year;
  let notice: string | null = null;
  if (lookup.exited_at) notice = MEMBER_MESSAGES.exited;
  else if (month >= 9) notice = `年度累積 PV 達 ${ANNUAL_PV_THRESHOLD.toLocaleString('en-US')}，會員資格即延長至明年底；您今年已累積 ${lookup.pv.year_pv.toLocaleString('en-US')} PV。`;
  else if (joinedEarlier) notice = `您的會員有效日期為 ${lookup.expiry_day ?? '—'}，請留意續約期限。`;
  const expired = !!lookup.expiry_day && lookup.expiry_day < today && lookup.pv.year_pv < ANNUAL_PV_THRESHOLD;
  const expiredReminder = expired
    ? `您的會員資格已於 ${lookup.expiry_day} 到期，目前無法購物，請於 ${lookup.renewal_expiry_date ?? '續約期限'} 前至各分公司辦理續約。`
    : null;
  return { notice, expiredReminder };
}
