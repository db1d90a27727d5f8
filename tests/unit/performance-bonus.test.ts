import type { PerformanceFigures } from '@/lib/contract/types';
import { bonusNotices, LEADERSHIP_BONUS_MIN_GROUP_PV, PERSONAL_BONUS_MIN_PV } from '@/lib/domain/performance';

const figures = (pv: number, master_team_pv = 0) => ({ pv, master_team_pv }) as PerformanceFigures;

describe('bonus thresholds (spec-coverage “Members: session and screens”)', () => {
  it('personal PV under 4,000 collects no bonus this month', () => {
    expect(bonusNotices({ hierarchical: '傳銷商', pv: figures(3999) })).toEqual([
      '本月個人 PV 未達 4,000，本月無法領取獎金（尚差 1 PV）。',
    ]);
    expect(bonusNotices({ hierarchical: '傳銷商', pv: figures(PERSONAL_BONUS_MIN_PV) })).toEqual([]);
  });

  it('a 堂主 under 60,000 qualified group PV collects no leadership bonus; others are not told', () => {
    expect(bonusNotices({ hierarchical: '堂主', pv: figures(5000, 59000) })).toEqual([
      '本月堂主組合格 PV 未達 60,000，本月無法領取領導獎金（尚差 1,000 PV）。',
    ]);
    expect(bonusNotices({ hierarchical: '堂主', pv: figures(5000, LEADERSHIP_BONUS_MIN_GROUP_PV) })).toEqual([]);
    expect(bonusNotices({ hierarchical: '督導', pv: figures(5000, 100) })).toEqual([]);
  });
});
