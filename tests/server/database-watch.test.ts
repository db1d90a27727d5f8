import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerLimitMs, watchDatabase } from '@/server/database-watch.mjs';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `onFailure` was called (or `ms` passed) and answers its reasons. */
async function failuresWithin(ms: number, start: (onFailure: (reason: string) => void) => () => void) {
  const reasons: string[] = [];
  const stop = start((reason) => reasons.push(reason));
  for (let waited = 0; waited < ms && reasons.length === 0; waited += 10) await settle(10);
  await settle(30); // a second call would come within a few intervals
  stop();
  return reasons;
}

describe('the database watch of the production server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'database-watch-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
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
    const reasons = await failuresWithin(1000, (onFailure) => {
      const stop = watchDatabase({ files, probe: answering, onFailure, intervalMs: 5 });
      setTimeout(() => rmSync(folder, { recursive: true }), 20);
      return stop;
    });
    expect(reasons).toEqual([`the database's ${folder} was removed or replaced`]);
  });

  it('and when it is replaced by a new, empty one of the same name', async () => {
    const { folder, files } = dataFolder('replaced');
    const reasons = await failuresWithin(1000, (onFailure) => {
      const stop = watchDatabase({ files, probe: answering, onFailure, intervalMs: 5 });
      setTimeout(() => {
        rmSync(folder, { recursive: true });
        mkdirSync(folder);
      }, 20);
      return stop;
    });
    expect(reasons).toHaveLength(1);
  });

  it('says so when the database has not answered a query for longer than the limit', async () => {
    const never = () => new Promise<never>(() => undefined);
    const reasons = await failuresWithin(1000, (onFailure) =>
      watchDatabase({ probe: never, onFailure, intervalMs: 5, limitMs: 50 }),
    );
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^the database has not answered for \d+ s$/);
  });

  it('a database that refuses every query has not answered either', async () => {
    const refusing = () => Promise.reject(new Error('the connection was closed'));
    expect(
      await failuresWithin(1000, (onFailure) =>
        watchDatabase({ probe: refusing, onFailure, intervalMs: 5, limitMs: 50 }),
      ),
    ).toHaveLength(1);
  });

  it('leaves a database that answers, in its folder, alone', async () => {
    const { files } = dataFolder('kept');
    expect(
      await failuresWithin(200, (onFailure) =>
        watchDatabase({ files, probe: answering, onFailure, intervalMs: 5, limitMs: 50 }),
      ),
    ).toEqual([]);
  });

  it('gives the database 30 s unless DATABASE_ANSWER_LIMIT_MS says otherwise', () => {
    expect(answerLimitMs(undefined)).toBe(30_000);
    expect(answerLimitMs('5000')).toBe(5_000);
    expect(answerLimitMs('soon')).toBe(30_000);
  });
});
