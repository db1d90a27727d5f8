import { POST as login } from '@/app/api/session/login/route';
import { POST as resetPassword } from '@/app/api/session/reset-password/route';
import { CLIENT_LIMITS } from '@/backend/services/client-limits';
import { withFreshDatabase } from '../support/api';

withFreshDatabase();

jest.mock('@/lib/session/session', () => ({ destroySession: jest.fn(), saveSessionToken: jest.fn() }));

/** A browser's request to a session route, with the address the production server wrote into it. */
const sessionRequest = (path: string, body: unknown, address: string) =>
  new Request(`http://shop.local/api/session/${path}`, {
    method: 'POST',
    headers: {
      host: 'shop.local',
      origin: 'http://shop.local',
      'content-type': 'application/json',
      'x-client-address': address,
    },
    body: JSON.stringify(body),
  });

describe('the session routes pass the client address on to the API', () => {
  it('login: past the address’s limit the route answers the API’s 429 and message', async () => {
    for (let i = 0; i < CLIENT_LIMITS.login.max; i++) {
      expect(
        (await login(sessionRequest('login', { username: `NOBODY${i}`, password: 'guess1234' }, '203.0.113.50')))
          .status,
      ).toBe(404);
    }
    const refused = await login(sessionRequest('login', { username: 'SOLO1', password: 'guess1234' }, '203.0.113.50'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      message: '此網路位址的請求過於頻繁，請於 10 分鐘後再試',
      status_from_backend: 42901,
    });
    expect(
      (await login(sessionRequest('login', { username: 'SOLO1', password: 'guess1234' }, '203.0.113.51'))).status,
    ).toBe(404);
  });

  it('reset-password (forgot password step 3) counts under the same address as otp/check', async () => {
    const body = { username: 'C123456781', new_password: 'newpass123', reset_token: 'forged' };
    for (let i = 0; i < CLIENT_LIMITS['code-check'].max; i++)
      expect((await resetPassword(sessionRequest('reset-password', body, '203.0.113.60'))).status).not.toBe(429);
    expect((await resetPassword(sessionRequest('reset-password', body, '203.0.113.60'))).status).toBe(429);
  });
});
