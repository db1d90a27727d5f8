import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerLimitMs, watchDatabase } from '@/server/database-watch.mjs';

/**
 * The watch runs on Jest's fake timers (its interval and Date.now, its default clock): each test moves
 * time itself, so no verdict depends on how quickly a busy machine runs the watch's interval.
 */
const INTERVAL_MS = 1_000;
const LIMIT_MS = 10_000;

/** Moves the fake clock by `ms`, running the watch's looks and the probe's answers on the way. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

/** Starts a watch; `reasons` are what it has reported so far. */
function watch(options: Omit<Parameters<typeof watchDatabase>[0], 'onFailure'>) {
  const reasons: string[] = [];
  const stop = watchDatabase({ ...options, onFailure: (reason) => reasons.push(reason) });
  return { reasons, stop };
}

describe('the database watch of the production server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'database-watch-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const answering = () => Promise.resolve();

  /** A data folder as PostgreSQL's: PG_VERSION in it. */
  const dataFolder = (name: string) => {
    const folder = path.join(root, name);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
    return { folder, files: [folder, path.join(folder, 'PG_VERSION')] };
  };

  it('says so once when the database folder is removed under it', async () => {
    const { folder, files } = dataFolder('removed');
    const { reasons, stop } = watch({ files, probe: answering, intervalMs: INTERVAL_MS, limitMs: LIMIT_MS });
    await advance(3 * INTERVAL_MS);
    expect(reasons).toEqual([]);
    rmSync(folder, { recursive: true });
    await advance(INTERVAL_MS);
    expect(reasons).toEqual([`the database's ${folder} was removed or replaced`]);
    await advance(2 * LIMIT_MS);
    expect(reasons).toHaveLength(1);
    stop();
  });

  it('and when it is replaced by a new, empty one of the same name', async () => {
    const { folder, files } = dataFolder('replaced');
    const { reasons, stop } = watch({ files, probe: answering, intervalMs: INTERVAL_MS, limitMs: LIMIT_MS });
    await advance(3 * INTERVAL_MS);
    expect(reasons).toEqual([]);
    rmSync(folder, { recursive: true });
    mkdirSync(folder);
    await advance(INTERVAL_MS);
    // The new folder may get the old one's inode; then it is its PG_VERSION that is gone.
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^the database's .+ was removed or replaced$/);
    await advance(2 * LIMIT_MS);
    expect(reasons).toHaveLength(1);
    stop();
  });

  it('says so when the database has not answered a query for longer than the limit', async () => {
    const never = () => new Promise<never>(() => undefined);
    const { reasons, stop } = watch({ probe: never, intervalMs: INTERVAL_MS, limitMs: LIMIT_MS });
    await advance(LIMIT_MS);
    expect(reasons).toEqual([]);
    await advance(INTERVAL_MS); // the first look past the limit
    expect(reasons).toEqual(['the database has not answered for 11 s']);
    await advance(2 * LIMIT_MS);
    expect(reasons).toHaveLength(1);
    stop();
  });

  it('a database that refuses every query has not answered either', async () => {
    const probe = jest.fn(() => Promise.reject(new Error('the connection was closed')));
    const { reasons, stop } = watch({ probe, intervalMs: INTERVAL_MS, limitMs: LIMIT_MS });
    await advance(LIMIT_MS);
    expect(probe.mock.calls.length).toBeGreaterThan(1); // asked again after each refusal
    expect(reasons).toEqual([]);
    await advance(INTERVAL_MS);
    expect(reasons).toEqual(['the database has not answered for 11 s']);
    stop();
  });

  it('leaves a database that answers, in its folder, alone, even one slower than the interval', async () => {
    const { files } = dataFolder('kept');
    // Each answer takes 7.5 s: the watch sees up to 8 s without one, within the 10 s limit but past any
    // shorter one it might wrongly compare with, and far past the interval.
    const ANSWER_MS = 7_500;
    const probe = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, ANSWER_MS)));
    const { reasons, stop } = watch({ files, probe, intervalMs: INTERVAL_MS, limitMs: LIMIT_MS });
    await advance(30 * LIMIT_MS);
    expect(reasons).toEqual([]);
    // It waited for each answer before asking again: one question at a time, about one per 8 s.
    expect(probe.mock.calls.length).toBeGreaterThan(30);
    expect(probe.mock.calls.length).toBeLessThanOrEqual(1 + (30 * LIMIT_MS) / ANSWER_MS);
    stop();
  });

  it('gives the database 30 s unless DATABASE_ANSWER_LIMIT_MS says otherwise', async () => {
    expect(answerLimitMs(undefined)).toBe(30_000);
    expect(answerLimitMs('5000')).toBe(5_000);
    expect(answerLimitMs('soon')).toBe(30_000);

    const set = process.env.DATABASE_ANSWER_LIMIT_MS;
    delete process.env.DATABASE_ANSWER_LIMIT_MS;
    try {
      // Its own interval (5 s) and limit: a database that never answers is given up on at 35 s.
      const { reasons, stop } = watch({ probe: () => new Promise<never>(() => undefined) });
      await advance(30_000);
      expect(reasons).toEqual([]);
      await advance(5_000);
      expect(reasons).toEqual(['the database has not answered for 35 s']);
      stop();
    } finally {
      if (set !== undefined) process.env.DATABASE_ANSWER_LIMIT_MS = set;
    }
  });
});
