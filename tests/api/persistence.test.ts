import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, openDatabase, setDatabase } from '@/backend/db/client';
import { call } from '../support/api';

/** `npm start` opens PGlite files in DATA_DIR: a second start must keep what the first one stored. */
describe('the PGlite database on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tocin-db-'));
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(() => {
    process.env.DATA_DIR = dir; // demo images go next to the database, not into the repo
  });

  afterAll(() => {
    process.env.DATA_DIR = previousDataDir;
    rmSync(dir, { recursive: true, force: true });
  });

  it('is seeded once and keeps data across a restart', async () => {
    const location = path.join(dir, 'pglite');
    const first = await openDatabase(location);
    setDatabase(Promise.resolve(first));
    const before = (await call('GET', 'browse-counts')).json.data.count;
    const recorded = await call('POST', 'browse-counts');
    expect(recorded.status).toBe(201);
    expect(recorded.json.data.count).toBe(before + 1);
    const productsBefore = (await call('GET', 'products')).json.total;
    await closeDatabase(first);

    const second = await openDatabase(location);
    setDatabase(Promise.resolve(second));
    expect((await call('GET', 'browse-counts')).json.data.count).toBe(before + 1);
    // The seed did not run again: the same number of products, no duplicates.
    expect((await call('GET', 'products')).json.total).toBe(productsBefore);
    await closeDatabase(second);
  }, 120_000); // two cold PGlite opens with migrations and seed: slow on a busy 2-core machine
});
