import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/node/data-dir';
import * as schema from './schema';
import type { Db } from './types';
import { seedDemoData } from '../seed';
import { writeDemoImages } from '../seed/images';
import { log } from '@/lib/node/log.mjs';
import { databasePool } from '@/lib/node/metrics.mjs';
import { tracingOn } from '@/lib/node/tracing.mjs';
import { tracingQueries } from './query-spans';
import { keepOwnDatabase, ownDatabase } from '@/lib/node/own-database.mjs';

export type { Db } from './types';

const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), 'backend/db/migrations');

export { dataDir };

/** Root of the files `GET storage/{path}` serves (the demo images). */
export const storageDir = () => path.join(dataDir(), 'storage');

/**
 * Where the data lives:
 * - DATABASE_URL set: that PostgreSQL server;
 * - during `next build`: an in-memory PGlite per build worker, seeded identically, because PGlite
 *   files must never be opened by two processes at once and the build prerenders in several;
 * - otherwise PGlite files in `.data/pglite` (DATA_DIR), created, migrated and seeded on first open.
 *
 * `fromDump` (PGlite only) starts the database from a `dumpDatabase` tarball instead of an empty data
 * folder; migrating and seeding then find nothing left to do, so the seed's in-process side effects
 * (`seedImage`) do not happen: the caller restores them (tests/support/seeded-dump.ts).
 */
export async function openDatabase(location = defaultLocation(), { fromDump }: { fromDump?: Blob } = {}): Promise<Db> {
  if (location.startsWith('postgres')) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = await openPostgresPool(location);
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    await seedDemoData(db as unknown as Db);
    await writeDemoImages(storageDir());
    return (tracingOn() ? drizzle({ client: tracingQueries(pool), schema }) : db) as unknown as Db;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, { loadDataDir: fromDump });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await seedDemoData(db as unknown as Db);
  // In-memory databases (tests, `next build`) serve no files: no images to draw.
  if (!location.startsWith('memory://')) await writeDemoImages(storageDir());
  // After the migrations and the seed: a span per query a request makes, not per seeded row.
  return (tracingOn() ? drizzle(tracingQueries(client), { schema }) : db) as unknown as Db;
}

/** The data folder of a PGlite database as a tarball that `openDatabase(…, { fromDump })` starts from. */
export async function dumpDatabase(db: Db): Promise<Blob> {
  const client = (
    db as unknown as {
      $client: { dumpDataDir?: (compression: 'none') => Promise<Blob>; exec(sql: string): Promise<unknown> };
    }
  ).$client;
  if (!client.dumpDataDir) throw new Error('dumpDatabase: only a PGlite database can be dumped');
  // Without a checkpoint the dump starts by replaying the write-ahead log, which moves every sequence
  // ahead by the 32 values PostgreSQL logs in advance: new rows would get other ids than after a seed.
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('none');
}

/** Lets go of a database `openDatabase` opened: PGlite closes its instance (and files), node-postgres ends its pool. */
export async function closeDatabase(db: Db): Promise<void> {
  const client = (db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }).$client;
  await (client.end ?? client.close)?.call(client);
}

/** Connections per process; node-postgres's default (10) unless PG_POOL_MAX says otherwise. */
export function postgresPoolSize(value = process.env.PG_POOL_MAX): number {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 ? size : 10;
}

async function openPostgresPool(connectionString: string) {
  const { Pool } = await import('pg');
  // UTC like PGlite: `defaultNow()` columns are timestamps without time zone, so the server's own
  // TimeZone setting would otherwise change what they store.
  const pool = new Pool({ connectionString, max: postgresPoolSize(), options: '-c TimeZone=UTC' });
  // An idle connection the server closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (err) => log.warn({ err }, 'PostgreSQL: an idle connection failed'));
  // Read by the shop_database_connections gauge (lib/node/metrics.mjs).
  databasePool.set(pool);
  return pool;
}

function defaultLocation() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'memory://';
  return path.join(dataDir(), 'pglite');
}

/** One database per process; a failed open is forgotten so the next call retries. */
export function getDb(): Promise<Db> {
  const open = ownDatabase<Db>();
  if (open) return open;
  const opening = openDatabase().catch((error: unknown) => {
    keepOwnDatabase(undefined);
    throw error;
  });
  keepOwnDatabase(opening);
  return opening;
}

/** Tests use their own in-memory database. */
export function setDatabase(db: Promise<Db>) {
  keepOwnDatabase(db);
}
