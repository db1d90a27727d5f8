import { call, createMemberWithToken, withFreshDatabase } from '../support/api';

withFreshDatabase();

describe('member JSON from /api/web/* is never stored by a cache (as the BFF’s is)', () => {
  it.each(['users', 'orders', 'user/shopping-carts', 'user/favorites', 'performances'])(
    'GET %s with a bearer: Cache-Control no-store',
    async (path) => {
      const { token } = await createMemberWithToken();
      const response = await call('GET', path, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('a public call asked with a bearer (a tester sees more products) too; without one it is left to the route', async () => {
    const { token } = await createMemberWithToken();
    expect((await call('GET', 'products?page=1', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await call('GET', 'products?page=1')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('a refusal of a member path is no-store as well', async () => {
    const response = await call('GET', 'users', { token: 'not-a-token' });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
