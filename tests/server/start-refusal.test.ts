import { spawnSync } from 'node:child_process';
import { startRefusal } from '@/server/start-requirements.mjs';

/**
 * The shop refuses to start without the operator's payment keys outside the demo, before building or
 * loading anything: through `npm start` (scripts/start.mjs) and when the server file is run directly.
 */
function start(script: string, env: Record<string, string>) {
  const {
    PAYMENT_HASH_KEY: _key,
    PAYMENT_HASH_IV: _iv,
    API_BASE_URL: _api,
    SESSION_SECRET: _secret,
    ...rest
  } = process.env;
  return spawnSync(process.execPath, [script], {
    env: { ...rest, PORT: '3591', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe.each(['scripts/start.mjs', 'server/index.mjs'])('%s and the payment keys', (script) => {
  it.each([
    ['unset', {}],
    ['the old demo keys', { PAYMENT_HASH_KEY: 'TocinDemoHashKey', PAYMENT_HASH_IV: 'TocinDemoHashIV0' }],
    ['ECPay’s published test keys', { PAYMENT_HASH_KEY: 'pwFHCqoQZGmho4w6', PAYMENT_HASH_IV: 'EkRm7iFT261dpevs' }],
    ['only one of the two', { PAYMENT_HASH_KEY: 'OperatorKey00001' }],
    ['of one letter each (issue 35)', { PAYMENT_HASH_KEY: 'k', PAYMENT_HASH_IV: 'v' }],
    ['one character short', { PAYMENT_HASH_KEY: 'OperatorKey0001', PAYMENT_HASH_IV: 'OperatorIv000001' }],
  ])('DEMO_MODE=0 with keys %s: exits 1 and says why', (_label, keys) => {
    const run = start(script, { DEMO_MODE: '0', ...keys });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PAYMENT_HASH_KEY and PAYMENT_HASH_IV');
  });

  it('API_BASE_URL without a SESSION_SECRET of 32 characters: exits 1 and says why', () => {
    const run = start(script, { API_BASE_URL: 'http://127.0.0.1:9/api/web', SESSION_SECRET: 'short' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SESSION_SECRET (32+ characters)');
  });
});

describe('startRefusal (the one rule both read)', () => {
  it('reads DEMO_MODE as the operator means it: false, off and no turn the demo off, so the keys are demanded (issue 35)', () => {
    for (const off of ['false', 'OFF', 'no'])
      expect(startRefusal({ DEMO_MODE: off })).toContain('PAYMENT_HASH_KEY and PAYMENT_HASH_IV');
  });

  it('demands keys of the gateway’s form, 16 letters and digits each (never 16 spaces: issue 52)', () => {
    expect(startRefusal({ DEMO_MODE: '0', PAYMENT_HASH_KEY: 'k', PAYMENT_HASH_IV: 'v' })).toContain(
      '16 letters and digits each',
    );
    expect(
      startRefusal({ DEMO_MODE: '0', PAYMENT_HASH_KEY: 'OperatorKey00001x', PAYMENT_HASH_IV: 'OperatorIv000001' }),
    ).toContain('16 letters and digits each');
    expect(
      startRefusal({ DEMO_MODE: '0', PAYMENT_HASH_KEY: ' '.repeat(16), PAYMENT_HASH_IV: ' '.repeat(16) }),
    ).toContain('16 letters and digits each');
  });

  it('refuses a METRICS_TOKEN anyone could guess: fewer than 32 characters', () => {
    expect(startRefusal({ METRICS_TOKEN: 'metrics' })).toContain('METRICS_TOKEN');
    expect(startRefusal({ METRICS_TOKEN: 'm'.repeat(32) })).toBeUndefined();
  });

  it('lets the demo, an operator with keys of their own, and the company API with a secret start', () => {
    expect(startRefusal({})).toBeUndefined();
    expect(
      startRefusal({ DEMO_MODE: '0', PAYMENT_HASH_KEY: 'OperatorKey00001', PAYMENT_HASH_IV: 'OperatorIv000001' }),
    ).toBeUndefined();
    expect(
      startRefusal({ DEMO_MODE: '0', API_BASE_URL: 'https://api.example.tw/api/web', SESSION_SECRET: 'x'.repeat(32) }),
    ).toBeUndefined();
  });
});
