import { Client, type Pool } from 'pg';
import type { Db } from '@/backend/db/client';

/**
 * The PostgreSQL leg of `npm test` (scripts/lib/postgres-leg.mjs) sets TEST_PG_URL to a throw-away
 * database on the server it provides. Each test file then gets a new empty database beside it, which
 * `openDatabase` migrates and seeds exactly as a shop's first start does (about a second), so the seed's
 * side effects (the demo images it registers) exist in the test's process as they do on PGlite.
 */
export const postgresTestUrl = () => process.env.TEST_PG_URL;

let created = 0;

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the leg's server; `drop()` removes it (close its pool first). */
export async function createTestDatabase(serverUrl: string) {
  // Named after the leg's database, so the leg's clean-up also finds what a crashed worker left behind.
  const name = `${new URL(serverUrl).pathname.slice(1)}_${process.pid}_${++created}`;
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
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
