import { checkingContract } from '@/lib/api/contract-log';
import { captureLog } from '../support/log-lines';

const BASE = 'https://api.example.com/api';
const member = { id: 7, name: '林志明', identity_card: 'A123456789' };

/** A company API whose GET users answers `data` with its id sent as a string. */
const drifted: typeof fetch = async () => Response.json({ data: { ...member, id: '7' } });

/** The [contract] lines the logger wrote, as the warn calls they were before lib/node/log.mjs. */
const warnings = (log: ReturnType<typeof captureLog>) =>
  log
    .lines()
    .filter((line) => line.level === 'warn')
    .map((line) => [line.msg]);

describe('CONTRACT_CHECK=log', () => {
  let log: ReturnType<typeof captureLog>;
  beforeEach(() => (log = captureLog()));
  afterEach(() => {
    log.stop();
    delete process.env.CONTRACT_CHECK;
  });

  it('logs a call whose answer differs once per call and difference, by path only, and hands the answer on unchanged', async () => {
    process.env.CONTRACT_CHECK = 'log';
    const checked = checkingContract(drifted, BASE);
    const answers = [await checked(`${BASE}/users`), await checked(`${BASE}/users`)];
    expect(warnings(log)).toEqual([['[contract] GET users → 200: data.id: expected number, received string']]);
    expect(log.text()).not.toMatch(/林志明|A123456789/);
    expect((await answers[1].json()).data.name).toBe('林志明');
  });

  it('is off by default', async () => {
    await checkingContract(drifted, BASE)(`${BASE}/users`);
    expect(warnings(log)).toEqual([]);
  });
});

describe('CONTRACT_CHECK=log and a hostile API (issue 35)', () => {
  let log: ReturnType<typeof captureLog>;
  beforeEach(() => (log = captureLog()));
  afterAll(() => {
    log.stop();
    delete process.env.CONTRACT_CHECK;
  });

  it('writes what the API chooses escaped and short, and a bounded number of lines however many requests differ', async () => {
    process.env.CONTRACT_CHECK = 'log';
    let request = 0;
    /** Each refusal names a field the API invents: a forged log line, a terminal escape, a new key every time. */
    const hostile: typeof fetch = async () =>
      Response.json(
        {
          message: '拒絕',
          errors: { [`x${(request += 1)}\n[contract] GET users → 200: forged\u001b[2J${'長'.repeat(500)}`]: 1 },
        },
        { status: 422 },
      );
    const checked = checkingContract(hostile, BASE);
    for (let index = 0; index < 50; index += 1) await checked(`${BASE}/user/favorites`, { method: 'POST', body: '{}' });
    const lines = warnings(log).map(([line]) => String(line));
    expect(lines.length).toBeLessThanOrEqual(7);
    for (const line of lines) {
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(line.length).toBeLessThanOrEqual(220);
    }
    expect(lines.at(-1)).toBe('[contract] POST user/favorites: further differences are not logged');
  });
});
