import { ApiError } from '@/lib/api/errors';
import { readSubmitFailure } from '@/lib/checkout/submit-failure';
import { ORDER_MESSAGES } from '@/lib/domain/orders';

describe('a failed POST orders, as step 4 reads it (spec-coverage “Checkout pages”)', () => {
  it('no answer (anything but an ApiError): not answered, the order looked up', () => {
    expect(readSubmitFailure(new TypeError('Failed to fetch'))).toEqual({
      answered: false,
      outcome: { action: 'look-up', message: ORDER_MESSAGES.orderUnconfirmed },
    });
  });

  it("a refusal keeps the API's own words when they say more than the catalogue's", () => {
    const refusal = new ApiError(422, '商品庫存不足', 4007, { order_items: ['黃銅葫蘆擺件 庫存不足'] });
    expect(readSubmitFailure(refusal)).toMatchObject({
      answered: true,
      outcome: { action: 'step1', message: '商品庫存不足', code: 4007 },
      detail: '黃銅葫蘆擺件 庫存不足',
    });
    expect(readSubmitFailure(new ApiError(422, '商品庫存不足', 4007)).detail).toBeUndefined();
  });

  it('gifts gone names the activity of error_activity_id, when it is a record id', () => {
    const gone = (id: unknown) =>
      readSubmitFailure(new ApiError(422, '活動贈品已送完', 4013, undefined, { error_activity_id: id })).outcome;
    expect(gone('7')).toMatchObject({ action: 'gifts-gone', activityId: 7 });
    expect(gone(0)).not.toHaveProperty('activityId');
    expect(gone('x')).not.toHaveProperty('activityId');
  });
});
