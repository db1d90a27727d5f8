import { HOOK_LIMIT_MS, patiently, within } from '../support/patiently';

/** Setup hooks (tests/support/patiently.ts) outlast Jest's testTimeout and say what they waited for. */
describe('a setup step', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const after = (ms: number, value: string) => () =>
    new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

  it('is waited for past the 30 s that failed two files on a busy machine', async () => {
    const opened = within('opening the seeded in-memory database', after(45_000, 'opened'));
    await jest.advanceTimersByTimeAsync(45_000);
    await expect(opened).resolves.toBe('opened');
    expect(jest.getTimerCount()).toBe(0); // its limit's timer does not outlive it and keep Jest from exiting
  });

  it('fails after its limit, naming what it waited for', async () => {
    const opened = within('opening the seeded in-memory database', () => new Promise(() => {}));
    const failure = expect(opened).rejects.toThrow(
      'opening the seeded in-memory database did not finish within 10 min',
    );
    await jest.advanceTimersByTimeAsync(HOOK_LIMIT_MS);
    await failure;
  });

  it('runs in a hook whose Jest limit lies beyond its own, so that its own message is the one seen', async () => {
    const hook = jest.fn();
    patiently(hook, 'closing the database', async () => undefined);
    const [run, jestLimit] = hook.mock.calls[0];
    expect(jestLimit).toBeGreaterThan(HOOK_LIMIT_MS);
    await expect(run()).resolves.toBeUndefined();
  });
});
