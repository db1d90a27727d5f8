import { randomBytes } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { closeDatabase, openDatabase, type Db } from '@/backend/db/client';
import { keepSeedImages, replaySeedImages, seedKey } from './seeded-dump';

/**
 * The PostgreSQL leg of `npm test` (scripts/lib/postgres-leg.mjs) sets TEST_PG_URL to a throw-away
 * database on the server it provides. Each test file then gets a new database beside it, a copy of one
 * `openDatabase` migrated and seeded exactly as a shop's first start does (`createSeededTestDatabase`).
 */
export const postgresTestUrl = () => process.env.TEST_PG_URL;

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database on the leg's server, empty or a copy of `template`; `drop()` removes it (close its pool first). */
export async function createTestDatabase(serverUrl: string, template?: string) {
  // Named after the leg's database, so the leg's clean-up also finds what a crashed worker left behind.
  // A random part, not a counter: each test file (and `jest.isolateModules`) has this module afresh.
  const name = `${new URL(serverUrl).pathname.slice(1)}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

/** Seeds a template the long way; a worker that renames its own into place second drops its own. */
async function makeSeededTemplate(serverUrl: string, template: string, key: string) {
  const building = await createTestDatabase(serverUrl);
  const db = await openDatabase(building.url);
  await closeDatabase(db); // a template nobody is connected to, else copying it fails
  await keepSeedImages(key);
  try {
    await onServer(serverUrl, (client) => client.query(`alter database "${building.name}" rename to "${template}"`));
  } catch (error) {
    await building.drop();
    if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: the other worker's came first
  }
}

/**
 * A new database on the leg's server, migrated and seeded: a copy (`create database … template`) of a
 * template the first file of the leg seeds the long way, as tests/support/seeded-dump.ts does for
 * PGlite and under the same name (`seedKey`: the sources and the day). The seed's in-process side
 * effect, the demo images it registers, is replayed from what the template's maker kept.
 */
export async function createSeededTestDatabase(serverUrl: string) {
  const key = seedKey();
  const template = `${new URL(serverUrl).pathname.slice(1)}_seed_${key}`;
  const { rowCount } = await onServer(serverUrl, (client) =>
    client.query('select 1 from pg_database where datname = $1', [template]),
  );
  if (!rowCount || !(await replaySeedImages(key))) await makeSeededTemplate(serverUrl, template, key);
  return createTestDatabase(serverUrl, template);
}

/** The node-postgres pool behind a database opened on PostgreSQL, else undefined (PGlite). */
export function postgresPool(db: Db): Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as Pool).totalCount === 'number' ? (client as Pool) : undefined;
}

/**
 * Counts how many pool connections are checked out at once while `work` runs: more than one proves
 * that requests really ran in parallel transactions. PGlite has one connection: null there.
 */
export async function peakConnections<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; peak: number | null }> {
  const pool = postgresPool(db);
  if (!pool) return { result: await work(), peak: null };
  let busy = 0;
  let peak = 0;
  const acquired = () => {
    busy++;
    peak = Math.max(peak, busy);
  };
  const released = () => busy--;
  pool.on('acquire', acquired);
  pool.on('release', released);
  try {
    return { result: await work(), peak };
  } finally {
    pool.off('acquire', acquired);
    pool.off('release', released);
  }
}

/**
 * Runs `work` (parallel requests) and, on PostgreSQL, asserts that more than one pool connection was
 * busy at once, so a race test really raced. PGlite has a single connection: nothing to assert there.
 */
export async function racing<T>(work: () => Promise<T>): Promise<T> {
  const { getDb } = await import('@/backend/db/client');
  const { result, peak } = await peakConnections(await getDb(), work);
  if (peak !== null) expect(peak).toBeGreaterThan(1);
  return result;
}
