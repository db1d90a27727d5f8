import { isLuckyProductNumber, LUCKY_PRODUCT_NUMBERS } from '@/lib/domain/lucky-products';

describe('lucky product numbers', () => {
  it.each(['01001', '01003', '01005', '01011', '01015', '01006', '11006', '01205', '01207', '01209'])(
    '%s is lucky',
    (number) => expect(isLuckyProductNumber(number)).toBe(true),
  );

  it.each(['01000', '01007', '01010', '01016', '01204', '01210', '11005', '1001', '01065', '', null])(
    '%p is not lucky',
    (number) => expect(isLuckyProductNumber(number)).toBe(false),
  );

  it('lists the 17 numbers of the spec', () => {
    expect(LUCKY_PRODUCT_NUMBERS).toHaveLength(17);
  });
});
