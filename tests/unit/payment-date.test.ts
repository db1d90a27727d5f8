import { GATEWAY_CLOCK_SKEW_MINUTES, paymentTime } from '@/lib/domain/orders';

/** Which PaymentDate the shop believes (issue 35: 0001-01-01 was taken as paid_at and paid an overdue order). */
describe('paymentTime', () => {
  const order = { created_at: '2026-11-24 10:00:00' };
  const arrived = '2026-11-24 10:20:00';

  it('takes a date between placing and the notice’s arrival as it is', () => {
    expect(paymentTime('2026-11-24 10:15:00', order, arrived)).toEqual({ paidAt: '2026-11-24 10:15:00' });
  });

  it.each([
    ['missing', null, 'missing'],
    ['before the order', '0001-01-01 00:00:00', 'before_order'],
    ['in the future', '2099-01-01 00:00:00', 'in_future'],
    ['just past the clocks’ difference after the arrival', '2026-11-24 10:25:01', 'in_future'],
    ['just past the clocks’ difference before the order', '2026-11-24 09:54:59', 'before_order'],
  ])('does not believe a date %s: the arrival instead, in doubt', (_label, reported, doubt) => {
    expect(paymentTime(reported, order, arrived)).toEqual({ paidAt: arrived, doubt });
  });

  it(`keeps a date within ${GATEWAY_CLOCK_SKEW_MINUTES} minutes of the two clocks inside the window the payment can have been made in`, () => {
    expect(paymentTime('2026-11-24 09:56:00', order, arrived)).toEqual({ paidAt: order.created_at });
    expect(paymentTime('2026-11-24 10:24:00', order, arrived)).toEqual({ paidAt: arrived });
  });
});
