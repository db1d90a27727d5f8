import { POST as firstLogin } from '@/app/api/session/first-login/route';
import { POST as login } from '@/app/api/session/login/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { POST as resetPassword } from '@/app/api/session/reset-password/route';
import { destroySession, saveSessionToken } from '@/lib/session/session';

// A refused write reaches neither the API nor the session.
jest.mock('@/lib/session/session', () => ({
  destroySession: jest.fn(),
  saveSessionToken: jest.fn(),
  sessionAuthorization: jest.fn(),
}));
jest.mock('@/lib/session/upstream', () => ({ settled: jest.fn(), tokenOf: jest.fn(), withoutToken: jest.fn() }));

describe('the session routes refuse cross-origin writes (spec-coverage “Members: session and screens”)', () => {
  it.each([
    ['login', login],
    ['first-login', firstLogin],
    ['reset-password', resetPassword],
    ['logout', logout],
  ])('/api/session/%s from another site is 403 拒絕跨站請求 and touches nothing', async (name, route) => {
    const request = new Request(`http://shop.local/api/session/${name}`, {
      method: 'POST',
      headers: { host: 'shop.local', origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'A123456789', password: 'demo2026' }),
    });
    const response = await route(request);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: '拒絕跨站請求' });
    expect(saveSessionToken).not.toHaveBeenCalled();
    expect(destroySession).not.toHaveBeenCalled();
  });
});
