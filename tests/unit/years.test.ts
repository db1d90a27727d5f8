import { rocYear, sexagenaryYear } from '@/lib/domain/roc-year';

describe('ROC year', () => {
  it('is the Gregorian year minus 1911', () => {
    expect(rocYear(2026)).toBe(115);
    expect(rocYear(1912)).toBe(1);
  });
});

describe('sexagenary year', () => {
  it.each([
    [1984, '甲子'],
    [1990, '庚午'],
    [2023, '癸卯'],
    [2024, '甲辰'],
    [2026, '丙午'],
    [2043, '癸亥'],
    [2044, '甲子'],
  ])('%i is %s', (year, name) => expect(sexagenaryYear(year)).toBe(name));
});
