import { isDay, orderDateLimits, orderRangeErrors, orderRangeFromQuery } from '@/lib/domain/orders/order-dates';
import { formatOrderDateTime, installmentText, paymentName } from '@/lib/domain/orders/order-display';
import { splitOrderLines } from '@/lib/domain/orders/order-lines';

describe('order list dates (spec-coverage “Order history pages”: 1 January of last year to today)', () => {
  it('limits by the given Taiwan day', () => {
    expect(orderDateLimits('2026-11-23')).toEqual({ min: '2025-01-01', max: '2026-11-23' });
    expect(orderDateLimits('2027-01-01')).toEqual({ min: '2026-01-01', max: '2027-01-01' });
  });

  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('reads a URL range: defaults, clamping, reversed ranges put right', () => {
    const today = '2026-11-23';
    expect(orderRangeFromQuery(null, null, today)).toEqual({ from: '2025-01-01', to: '2026-11-23' });
    expect(orderRangeFromQuery('2026-03-01', '2026-03-31', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(orderRangeFromQuery('2024-12-31', '2027-01-01', today)).toEqual({ from: '2025-01-01', to: '2026-11-23' });
    expect(orderRangeFromQuery('2026-05-01', '2026-04-01', today)).toEqual({ from: '2026-04-01', to: '2026-05-01' });
    expect(orderRangeFromQuery('nope', '2026-02-30', today)).toEqual({ from: '2025-01-01', to: '2026-11-23' });
  });

  it('says what is wrong with a chosen range, at both limits', () => {
    const today = '2026-11-23';
    expect(orderRangeErrors('2025-01-01', '2026-11-23', today)).toEqual({});
    expect(orderRangeErrors('2024-12-31', '2026-11-24', today)).toEqual({
      from: '日期需介於 2025/01/01 與 2026/11/23 之間',
      to: '日期需介於 2025/01/01 與 2026/11/23 之間',
    });
    expect(orderRangeErrors('', '', today)).toEqual({ from: '請選擇開始日期', to: '請選擇結束日期' });
    expect(orderRangeErrors('2026-02-02', '2026-02-01', today)).toEqual({ from: '開始日期不可晚於結束日期' });
  });
});

describe('order lines and display (spec-coverage “Order history pages” "Order detail", §9)', () => {
  const line = (id: number, product_number: string, activity_id: number | null = null) => ({
    id,
    product_number,
    activity_id,
  });

  it('splits products from gifts, sorts each by number then id, and takes the fee line out', () => {
    const { products, gifts, feeLine } = splitOrderLines([
      line(4, '02010'),
      line(1, '0600402'),
      line(2, '02010'),
      line(3, '01006'),
      line(6, '09001', 1),
      line(5, '09001', 2),
      line(7, '03001', 1),
    ]);
    expect(products.map((item) => item.id)).toEqual([3, 2, 4]);
    expect(gifts.map((item) => item.id)).toEqual([7, 5, 6]);
    expect(feeLine?.id).toBe(1);
    expect(splitOrderLines([line(1, '02001')]).feeLine).toBeUndefined();
  });

  it('dates in orders read YYYY-MM-DD HH:mm:ss; payments and instalments by name', () => {
    expect(formatOrderDateTime('2026-11-23 09:05:07')).toBe('2026-11-23 09:05:07');
    expect(formatOrderDateTime('2026/11/23')).toBe('2026-11-23 00:00:00');
    expect(paymentName('ATM')).toBe('ATM 轉帳');
    expect(paymentName('taiShinCard')).toBe('台新信用卡');
    expect(installmentText(0)).toBe('一次付清');
    expect(installmentText(6)).toBe('分 6 期');
  });
});
