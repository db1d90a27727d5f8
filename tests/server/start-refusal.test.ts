import { spawnSync } from 'node:child_process';

/** `npm start` refuses to start without the operator's payment keys outside the demo (before building anything). */
function start(env: Record<string, string>) {
  const { PAYMENT_HASH_KEY: _key, PAYMENT_HASH_IV: _iv, API_BASE_URL: _api, ...rest } = process.env; // eslint-disable-line @typescript-eslint/no-unused-vars
  return spawnSync(process.execPath, ['scripts/start.mjs'], { env: { ...rest, ...env }, encoding: 'utf8', timeout: 20_000 });
}

describe('npm start and the payment keys', () => {
  it.each([
    ['unset', {}],
    ['the old demo keys', { PAYMENT_HASH_KEY: 'TocinDemoHashKey', PAYMENT_HASH_IV: 'TocinDemoHashIV0' }],
    ['ECPay’s published test keys', { PAYMENT_HASH_KEY: 'pwFHCqoQZGmho4w6', PAYMENT_HASH_IV: 'EkRm7iFT261dpevs' }],
    ['only one of the two', { PAYMENT_HASH_KEY: 'OperatorKey00001' }],
  ])('DEMO_MODE=0 with keys %s: exits 1 and says why', (_label, keys) => {
    const run = start({ DEMO_MODE: '0', ...keys });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PAYMENT_HASH_KEY and PAYMENT_HASH_IV');
  });
});
