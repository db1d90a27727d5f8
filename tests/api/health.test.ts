import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

describe('GET health', () => {
  it('answers ok when the database runs a query, never cached', async () => {
    const { status, json, headers } = await call('GET', 'health');
    expect(status).toBe(200);
    expect(json).toEqual({ status: 'ok', database: 'ok' });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});
