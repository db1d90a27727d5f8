import { drawOpenBody, drawPrize } from '@/lib/domain/activities';

const prize = (name: string, probability: string, remaining_gift_quota: number | null = 10) => ({
  name,
  probability,
  remaining_gift_quota,
});

describe('drawPrize', () => {
  const gifts = [prize('A', '50.00'), prize('B', '30.00'), prize('C', '15.00'), prize('D', '05.00')];

  it.each([
    [0, 'A'],
    [0.4999, 'A'],
    [0.5, 'B'],
    [0.7999, 'B'],
    [0.8, 'C'],
    [0.95, 'D'],
    [0.999999, 'D'],
  ])('by probability: %f draws %s', (random, name) => {
    expect(drawPrize(gifts, random)?.name).toBe(name);
  });

  it('renormalises over the gifts with quota left (null: no quota)', () => {
    const some = [prize('A', '50.00', 0), prize('B', '30.00', null), prize('C', '20.00', 1)];
    expect(drawPrize(some, 0)?.name).toBe('B');
    expect(drawPrize(some, 0.5999)?.name).toBe('B');
    expect(drawPrize(some, 0.6)?.name).toBe('C');
  });

  it('draws evenly when every gift left has probability 0', () => {
    const zero = [prize('A', '00.00'), prize('B', '00.00', 0), prize('C', '00.00')];
    expect(drawPrize(zero, 0.49)?.name).toBe('A');
    expect(drawPrize(zero, 0.5)?.name).toBe('C');
  });

  it('never draws a gift of probability 0 while another has some', () => {
    const mixed = [prize('A', '00.00'), prize('B', '10.00')];
    for (const random of [0, 0.3, 0.999]) expect(drawPrize(mixed, random)?.name).toBe('B');
  });

  it('reads an unreadable or negative probability as 0', () => {
    expect(drawPrize([prize('A', 'x'), prize('B', '-5'), prize('C', '1')], 0.2)?.name).toBe('C');
  });

  it('answers null when nothing is left', () => {
    expect(drawPrize([prize('A', '50.00', 0)], 0.3)).toBeNull();
    expect(drawPrize([], 0.3)).toBeNull();
  });
});

describe('the body of PUT activities_five (P §7 "sends id and product_number"; issue 50, D12)', () => {
  it("is the draw's id, with its prize's number once opened, else null", () => {
    expect(drawOpenBody({ id: 7, product: null })).toEqual({ id: 7, product_number: null });
    expect(
      drawOpenBody({ id: 7, product: { id: 301, product_number: '03001', name: '開運御守', images: [] } }),
    ).toEqual({ id: 7, product_number: '03001' });
  });
});
