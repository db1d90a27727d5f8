/** @jest-environment jsdom */
import { SESSION_LOST_EVENT } from '@/lib/api/session-events';
import { lostByStatus, recheckAfterNetworkFailure } from '@/lib/api/session-loss';

const answer = (body: object) => Promise.resolve({ ok: true, json: async () => body });

describe('when a member call means the session is lost (spec-coverage “Sessions and sign-in under abuse”)', () => {
  let lost = 0;
  const count = () => (lost += 1);
  beforeEach(() => {
    lost = 0;
    window.addEventListener(SESSION_LOST_EVENT, count);
  });
  afterEach(() => window.removeEventListener(SESSION_LOST_EVENT, count));

  it('a 401, or the company API down behind the BFF (502, 503, 504); not other refusals', () => {
    expect([401, 502, 503, 504].map(lostByStatus)).toEqual([true, true, true, true]);
    expect([400, 403, 404, 409, 422, 429, 500].map(lostByStatus)).toEqual([false, false, false, false, false, false, false]);
  });

  it('a dropped request whose recheck finds the session alive was a blip: the member stays signed in', async () => {
    const fetchImpl = jest.fn(() => answer({ authenticated: true }));
    await recheckAfterNetworkFailure(fetchImpl as unknown as typeof fetch, 0);
    expect(fetchImpl).toHaveBeenCalledWith(`${window.location.origin}/api/session`, { cache: 'no-store' });
    expect(lost).toBe(0);
  });

  it('a dropped request whose recheck fails too, or finds no session: lost', async () => {
    await recheckAfterNetworkFailure((() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch, 0);
    expect(lost).toBe(1);
    await recheckAfterNetworkFailure((() => answer({ authenticated: false })) as unknown as typeof fetch, 0);
    expect(lost).toBe(2);
  });
});
