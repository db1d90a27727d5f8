import { demoModeOn, demoModeWarning } from '@/scripts/lib/demo-warning.mjs';
import { isDemo } from '@/backend/services/demo-mode';

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

  it('reads the environment as the embedded API does (backend/services/demo-mode.ts isDemo)', () => {
    const saved = { DEMO_MODE: process.env.DEMO_MODE, API_BASE_URL: process.env.API_BASE_URL };
    try {
      for (const [demo, base] of [[undefined, undefined], ['0', undefined], ['1', undefined], [undefined, 'https://api.example.com/api']]) {
        if (demo === undefined) delete process.env.DEMO_MODE;
        else process.env.DEMO_MODE = demo;
        if (base === undefined) delete process.env.API_BASE_URL;
        else process.env.API_BASE_URL = base;
        expect([demo, base, demoModeOn()]).toEqual([demo, base, isDemo()]);
      }
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
