import { demoModeWarning } from '@/scripts/lib/demo-warning.mjs';
import { startRefusal } from '@/server/start-requirements.mjs';
import { isDemo } from '@/backend/services/demo-mode';
import { restoreEnvAfterEach } from '../support/env';

/** Issue 12: `npm start` warns on every start while the demo mode is on (scripts/start.mjs). */
describe('the demo-mode warning of npm start', () => {
  it('is printed in Traditional Chinese and English while the demo runs, naming the risk and the way out', () => {
    const warning = demoModeWarning({});
    expect(warning).toContain('示範站絕對不可以對網際網路開放');
    expect(warning).toContain('DEMO_MODE=0');
    expect(warning).toContain('/api/web/_dev/sms');
    expect(warning).toContain('Never expose the demo to the internet');
    expect(warning).toContain('sandbox');
    expect(demoModeWarning({ DEMO_MODE: '1' })).toBe(warning);
  });

  it('is not printed with DEMO_MODE=0 or on the company API', () => {
    expect(demoModeWarning({ DEMO_MODE: '0' })).toBeUndefined();
    expect(demoModeWarning({ API_BASE_URL: 'https://api.example.com/api' })).toBeUndefined();
  });
});

/**
 * Issue 35: DEMO_MODE is read as an operator means it, by the embedded API (isDemo), the warning of
 * `npm start` and the start check alike (one reader: lib/node/operator-settings.mjs).
 */
describe('DEMO_MODE as the operator means it, read alike everywhere', () => {
  restoreEnvAfterEach('DEMO_MODE', 'API_BASE_URL');
  /** Whether each reader sees the demo with this environment: the API, the warning, and the start check's demand for keys. */
  function readers(env: { DEMO_MODE?: string; API_BASE_URL?: string }) {
    delete process.env.DEMO_MODE;
    delete process.env.API_BASE_URL;
    Object.assign(process.env, env);
    const keysDemanded =
      startRefusal({ ...env, SESSION_SECRET: 'x'.repeat(32) })?.includes('PAYMENT_HASH_KEY') ?? false;
    return { api: isDemo(), warning: demoModeWarning(env) !== undefined, startWithoutKeys: !keysDemanded };
  }

  it.each([['0'], ['false'], ['FALSE'], ['off'], ['Off'], ['no'], [' NO '], ['False']])(
    'DEMO_MODE=%j is off for every reader',
    (value) => {
      expect(readers({ DEMO_MODE: value })).toEqual({ api: false, warning: false, startWithoutKeys: false });
    },
  );

  it.each([[undefined], [''], ['1'], ['true'], ['on'], ['YES']])('DEMO_MODE=%j is on for every reader', (value) => {
    expect(readers(value === undefined ? {} : { DEMO_MODE: value })).toEqual({
      api: true,
      warning: true,
      startWithoutKeys: true,
    });
  });

  it('the company API has no demo, whatever DEMO_MODE says', () => {
    expect(readers({ DEMO_MODE: '1', API_BASE_URL: 'https://api.example.com/api' })).toMatchObject({
      api: false,
      warning: false,
    });
  });

  it('a value that is neither on nor off refuses to start, saying which words are meant', () => {
    for (const value of ['fasle', 'disabled', '2'])
      expect(startRefusal({ DEMO_MODE: value })).toMatch(/neither on nor off: write 0, false, off or no/);
  });
});
