import { formatDate, formatDateTime, formatNumber, formatVisitorCount } from '@/lib/domain/format';

describe('number display (thousands commas, trailing .00 dropped)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [1234.5, '1,234.5'],
    ['5000.00', '5,000'],
    ['12,345', '12,345'],
    [-2500, '-2,500'],
  ])('%p → %s', (input, expected) => expect(formatNumber(input)).toBe(expected));

  it('gives an empty text for what is not a number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });
});

describe('date display YYYY/MM/DD HH:mm:ss', () => {
  it('formats API date-times', () => {
    expect(formatDateTime('2026-11-22 09:05:07')).toBe('2026/11/22 09:05:07');
    expect(formatDateTime('2026-11-22T23:59:00')).toBe('2026/11/22 23:59:00');
    expect(formatDateTime('2026-01-02')).toBe('2026/01/02 00:00:00');
    expect(formatDate('2026-01-02 10:00:00')).toBe('2026/01/02');
  });

  it('gives an empty text for a missing or malformed value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});

describe('visitor counter', () => {
  it('always shows nine digits', () => {
    expect(formatVisitorCount(0)).toBe('000000000');
    expect(formatVisitorCount(12345)).toBe('000012345');
    expect(formatVisitorCount(123456789)).toBe('123456789');
  });
});
