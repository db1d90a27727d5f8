import { chinaHourOf } from '@/lib/domain/china-hour';

describe('twelve-branch hours', () => {
  it('splits 子 into 早子 (0) and 晚子 (23, value 11.5)', () => {
    expect(chinaHourOf(0)).toEqual({ name: '子', value: 0, label: '早子' });
    expect(chinaHourOf(23)).toEqual({ name: '子', value: 11.5, label: '晚子' });
  });

  it.each([
    [1, '丑', 1],
    [2, '丑', 1],
    [3, '寅', 2],
    [11, '午', 6],
    [12, '午', 6],
    [13, '未', 7],
    [14, '未', 7],
    [21, '亥', 11],
    [22, '亥', 11],
  ])('%i o’clock is %s (%i)', (hour, label, value) => {
    expect(chinaHourOf(hour).label).toBe(label);
    expect(chinaHourOf(hour).value).toBe(value);
  });

  it('refuses hours outside 0–23', () => {
    expect(() => chinaHourOf(24)).toThrow(RangeError);
    expect(() => chinaHourOf(-1)).toThrow(RangeError);
    expect(() => chinaHourOf(1.5)).toThrow(RangeError);
  });
});
