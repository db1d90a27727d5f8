import { canAddAddress } from '@/lib/domain/validation/member';

describe('saved recipients (spec member: the add form shows while 10 or fewer exist)', () => {
  it('a member with up to 10 saved recipients may save another, with 11 not', () => {
    expect([0, 10, 11, 12].map(canAddAddress)).toEqual([true, true, false, false]);
  });
});
