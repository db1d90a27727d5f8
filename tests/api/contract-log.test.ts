import { checkingContract } from '@/lib/api/contract-log';

const BASE = 'https://api.example.com/api';
const member = { id: 7, name: '林志明', identity_card: 'A123456789' };

/** A company API whose GET users answers `data` with its id sent as a string. */
const drifted: typeof fetch = async () => Response.json({ data: { ...member, id: '7' } });

describe('CONTRACT_CHECK=log', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => {
    warn.mockClear();
    delete process.env.CONTRACT_CHECK;
  });

  it('logs a call whose answer differs once per call and difference, by path only, and hands the answer on unchanged', async () => {
    process.env.CONTRACT_CHECK = 'log';
    const checked = checkingContract(drifted, BASE);
    const answers = [await checked(`${BASE}/users`), await checked(`${BASE}/users`)];
    expect(warn.mock.calls).toEqual([['[contract] GET users → 200: data.id: expected number, received string']]);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/林志明|A123456789/);
    expect((await answers[1].json()).data.name).toBe('林志明');
  });

  it('is off by default', async () => {
    await checkingContract(drifted, BASE)(`${BASE}/users`);
    expect(warn).not.toHaveBeenCalled();
  });
});
