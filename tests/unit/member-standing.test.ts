import { isSuspended } from '@/lib/domain/member-standing';

describe('isSuspended (credit_audit, spec-coverage “Orders and payment: the API”)', () => {
  it.each(['N', 'X', 'Z', 'n', 'x', 'z', ' N '])('%j suspends', (credit_audit) => {
    expect(isSuspended({ credit_audit })).toBe(true);
  });

  it.each([null, undefined, '', 'Y', 'A', 'NX'])('%j does not', (credit_audit) => {
    expect(isSuspended({ credit_audit })).toBe(false);
  });
});
