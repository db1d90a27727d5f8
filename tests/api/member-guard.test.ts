import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

describe('member calls without a valid bearer token', () => {
  it.each([
    ['GET', 'users'],
    ['GET', 'user/characters'],
    ['GET', 'user/general-addresses'],
    ['GET', 'user/shopping-carts'],
    ['GET', 'orders'],
    ['GET', 'renewal_settings'],
  ])('%s %s answers 401 Unauthenticated.', async (method, path) => {
    const response = await call(method, path);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a token that was never issued', async () => {
    const response = await call('GET', 'users', { token: 'x'.repeat(43) });
    expect(response.status).toBe(401);
  });

  it('answers unknown paths with a 404 JSON message', async () => {
    const response = await call('GET', 'no-such-thing');
    expect(response.status).toBe(404);
    expect(response.json.message).toBeTruthy();
  });
});
