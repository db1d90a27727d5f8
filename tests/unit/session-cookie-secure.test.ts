import { saveSessionToken } from '@/lib/session/session';

/**
 * The session cookie is Secure only over https (the production server's X-Client-Protocol) or when SITE_URL is
 * https (spec-coverage “Platform”); plain http, as `npm start` on localhost, gets cookies a browser keeps.
 */
const set = jest.fn();
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set, delete: jest.fn() }),
  headers: async () => requestHeaders,
}));

const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env.NODE_ENV, SITE_URL: env.SITE_URL, SESSION_SECRET: env.SESSION_SECRET };
beforeEach(() => {
  set.mockClear();
  env.NODE_ENV = 'production';
  env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  delete env.SITE_URL;
  delete env.SESSION_COOKIE_SECURE;
});
afterAll(() => Object.assign(env, saved));

const secureFlags = async () => {
  await saveSessionToken({ access_token: 'token', token_type: 'Bearer', expires_in: 3600 } as never);
  return set.mock.calls.map(
    (call) => (call.find((arg: unknown) => typeof arg === 'object') as { secure?: boolean }).secure,
  );
};

it('plain http: neither cookie is Secure; over https (X-Client-Protocol) both are', async () => {
  requestHeaders = new Headers();
  expect(await secureFlags()).toEqual([false, false]);
  set.mockClear();
  requestHeaders = new Headers({ 'x-client-protocol': 'https' });
  expect(await secureFlags()).toEqual([true, true]);
});

it('SITE_URL on https makes both Secure, whatever the request came over', async () => {
  requestHeaders = new Headers();
  env.SITE_URL = 'https://www.tocin.com.tw';
  expect(await secureFlags()).toEqual([true, true]);
});
