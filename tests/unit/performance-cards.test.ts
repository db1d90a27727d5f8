import { dataMonthOf, performanceBanners, performanceCards, performanceFromMember } from '@/lib/domain/performance';
import type { PerformanceLookup } from '@/lib/contract/types';
import { performanceFigures as figures } from '../support/performance-figures';

const lookup = (overrides: Partial<PerformanceLookup> = {}): PerformanceLookup => ({
  hierarchical: '傳銷商',
  yyyymm: '202611',
  pv: figures,
  exited_at: null,
  expiry_day: '2027-12-31',
  renewal_expiry_date: '2026-12-31',
  created_at: '2019-04-01 09:30:00',
  ...overrides,
});

describe('performance labels by hierarchy (spec-coverage “Members: session and screens”)', () => {
  it('傳銷商 sees whole-group PV and the accumulated card', () => {
    const cards = performanceCards(lookup());
    expect(cards.find((c) => c.key === 'group')).toEqual({ key: 'group', label: '本月全組 PV', value: 48600 });
    expect(cards.some((c) => c.key === 'accumulated')).toBe(true);
  });
  it.each(['堂主', '督導'] as const)('%s sees master-group PV and no accumulated card', (hierarchical) => {
    const cards = performanceCards(lookup({ hierarchical }));
    expect(cards.find((c) => c.key === 'group')).toEqual({ key: 'group', label: '本月堂主組 PV', value: 71500 });
    expect(cards.some((c) => c.key === 'accumulated')).toBe(false);
  });
});

describe('performance banners (spec-coverage “Members: session and screens”)', () => {
  it('exited members see the exit notice', () => {
    expect(performanceBanners(lookup({ exited_at: '2025-06-30 17:00:00' }), '2026-11-22').notice).toBe(
      '您的傳銷權資格已退出，需先辦理重新入會',
    );
  });
  it('months 9–12: the year-end accumulated-PV notice', () => {
    expect(performanceBanners(lookup(), '2026-09-01').notice).toContain('7,850');
  });
  it('months 1–8: the expiry notice for members who joined in an earlier year only', () => {
    expect(performanceBanners(lookup(), '2026-03-01').notice).toContain('2027-12-31');
    expect(performanceBanners(lookup({ created_at: '2026-01-05 10:00:00' }), '2026-03-01').notice).toBeNull();
  });
  it('expired with year PV under 6000: reminded that buying is impossible until renewal', () => {
    const expired = lookup({ expiry_day: '2026-09-30', pv: { ...figures, year_pv: 2350 } });
    expect(performanceBanners(expired, '2026-11-22').expiredReminder).toContain('目前無法購物');
    expect(performanceBanners(expired, '2026-11-22').expiredReminder).toContain('2026-12-31');
    expect(performanceBanners(lookup({ expiry_day: '2026-09-30' }), '2026-11-22').expiredReminder).toBeNull();
  });
});

describe('the reading from GET users on an API without GET performances (M §3; decision 0164)', () => {
  const member = {
    hierarchical: '督導' as const,
    pv: null,
    exited_at: null,
    expiry_day: null,
    created_at: '2019-04-01 09:30:00',
  };

  it('has zeros without pv, no renewal date without one, and no data month', () => {
    const reading = performanceFromMember(member);
    expect(reading.pv.pv).toBe(0);
    expect(reading.pv.tour_yyyymm).toBeNull();
    expect(reading.renewal_expiry_date).toBeNull();
    expect(dataMonthOf(reading)).toBeNull();
    expect(performanceCards(reading).map((card) => card.value)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('keeps the member’s figures and fills the ones it lacks', () => {
    const reading = performanceFromMember({
      ...member,
      pv: { ...figures, tour_pv: 12 },
      renewal_expiry_date: '2026-12-31',
    });
    expect(reading.pv).toEqual({ ...figures, tour_pv: 12 });
    expect(reading.renewal_expiry_date).toBe('2026-12-31');
  });

  it('writes the data month only when it is a month', () => {
    expect(dataMonthOf({ yyyymm: '202611' })).toBe('2026/11');
    expect(dataMonthOf({ yyyymm: '' })).toBeNull();
    expect(dataMonthOf({ yyyymm: null })).toBeNull();
  });
});
