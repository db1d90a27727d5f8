import { POST as logout } from '@/app/api/session/logout/route';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';

withFreshDatabase();

// The session route reads the bearer from the sealed cookie: here it holds the test member's token.
let authorization: string | undefined;
const destroyed = jest.fn();
jest.mock('@/lib/session/session', () => ({
  sessionAuthorization: async () => authorization,
  destroySession: async () => destroyed(),
}));

const logoutRequest = () =>
  new Request('http://shop.local/api/session/logout', {
    method: 'POST',
    headers: { host: 'shop.local', origin: 'http://shop.local' },
  });

describe('logout ends the session (issue: a cookie copied before logout kept reading the profile for 8 hours)', () => {
  it('POST user/logout revokes the caller’s token: it reads nothing afterwards', async () => {
    const { token } = await createMemberWithToken();
    expect((await call('GET', 'users', { token })).status).toBe(200);
    expect((await call('POST', 'user/logout', { token })).status).toBe(200);
    expect((await call('GET', 'users', { token })).status).toBe(401);
  });

  it('the session route revokes the cookie’s token before clearing the cookie', async () => {
    const { token } = await createMemberWithToken();
    authorization = `Bearer ${token}`;
    const response = await logout(logoutRequest());
    expect(response.status).toBe(200);
    expect(destroyed).toHaveBeenCalled();
    // The copy of the cookie (its token) no longer opens the profile.
    expect((await call('GET', 'users', { token })).status).toBe(401);
  });

  it('needs a bearer: 401 without one', async () => {
    expect((await call('POST', 'user/logout')).status).toBe(401);
  });
});
