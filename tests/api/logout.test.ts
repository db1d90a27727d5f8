import { POST as logout } from '@/app/api/session/logout/route';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { fakeCompanyApi } from '../support/company-api';

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

describe("on a company API without POST user/logout (issue 50, D24; the shop's addition)", () => {
  const api = fakeCompanyApi();

  it.each([404, 405])('its %i is no failure: the cookie is cleared and the member is told 登出成功', async (status) => {
    api.answers((path) => (path === 'user/logout' ? [status, { message: 'Not Found' }] : undefined));
    authorization = 'Bearer company-token';
    destroyed.mockClear();
    const response = await logout(logoutRequest());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: '登出成功' });
    expect(destroyed).toHaveBeenCalled();
    expect(api.asked).toEqual(['user/logout']);
  });
});
