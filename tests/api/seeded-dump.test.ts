import { closeDatabase, openDatabase, type Db } from '@/backend/db/client';
import { requestedImages } from '@/backend/seed/images';
import { patiently } from '../support/patiently';
import { createSeededTestDatabase, createTestDatabase, postgresTestUrl } from '../support/postgres';
import { openSeededMemoryDatabase } from '../support/seeded-dump';

type Row = Record<string, unknown>;
// A PGlite's client and a node-postgres pool answer `query(text)` alike.
const query = (db: Db, text: string) =>
  (db as unknown as { $client: { query(text: string): Promise<{ rows: Row[] }> } }).$client.query(text);

/**
 * Everything a database holds, in a comparable form: every table's rows in order and every sequence's
 * position. A seed's own instant (the `defaultNow()` columns it leaves to the database, all one
 * transaction's time) and its salted password hashes differ between two seeds by nature: masked.
 */
async function contents(db: Db) {
  const tables = (
    await query(
      db,
      `select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1`,
    )
  ).rows.map((row) => String(row.name));
  const rowsOf = Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => [table, (await query(db, `select * from ${table} order by 1`)).rows] as const),
    ),
  );
  const counts = new Map<string, number>();
  for (const row of Object.values(rowsOf).flat())
    if (row.created_at) counts.set(String(row.created_at), (counts.get(String(row.created_at)) ?? 0) + 1);
  const seededAt = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const masked = (row: Row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        (column === 'created_at' || column === 'updated_at') && String(value) === seededAt
          ? '<seeded at>'
          : column === 'password_hash'
            ? String(value).split('$')[0]
            : value,
      ]),
    );
  const sequences = (await query(db, 'select sequencename, last_value from pg_sequences order by 1')).rows;
  return {
    tables: Object.fromEntries(Object.entries(rowsOf).map(([table, rows]) => [table, rows.map(masked)])),
    sequences,
  };
}

describe('the seeded dump API test files start from (tests/support/seeded-dump.ts)', () => {
  const opened: Db[] = [];
  const kept = (db: Db) => (opened.push(db), db);
  patiently(afterAll, 'closing the in-memory databases', async () => {
    for (const db of opened) await closeDatabase(db);
  });

  it('holds what seeding the long way gives: every row and sequence, and registers the same demo images', async () => {
    const seeded = kept(await openDatabase('memory://'));
    const seededImages = new Map(requestedImages());
    const first = kept(await openSeededMemoryDatabase()); // makes the run's dump if no file made it yet

    // A module registry of its own, whose image registry only the dump can fill.
    let started = { db: first, images: new Map() };
    await jest.isolateModulesAsync(async () => {
      const db = kept(
        await jest
          .requireActual<typeof import('../support/seeded-dump')>('../support/seeded-dump')
          .openSeededMemoryDatabase(),
      );
      const images = new Map(
        jest.requireActual<typeof import('@/backend/seed/images')>('@/backend/seed/images').requestedImages(),
      );
      started = { db, images };
    });

    // Loaded, not seeded again: a seed salts its password hashes anew.
    const hashes = async (db: Db) => (await query(db, 'select password_hash from members order by id')).rows;
    expect(await hashes(started.db)).toEqual(await hashes(first));
    expect(started.images.size).toBeGreaterThan(80);
    expect(started.images).toEqual(seededImages);
    const expected = await contents(seeded);
    expect(Object.keys(expected.tables).length).toBeGreaterThan(40);
    expect(await contents(started.db)).toEqual(expected);
  }, 60_000);
});

const serverUrl = postgresTestUrl();

(serverUrl ? describe : describe.skip)('the seeded template of the PostgreSQL leg (tests/support/postgres.ts)', () => {
  const made: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  const opened: Db[] = [];
  const open = async (database: Awaited<ReturnType<typeof createTestDatabase>>) => {
    made.push(database);
    const db = await openDatabase(database.url);
    opened.push(db);
    return db;
  };
  patiently(afterAll, "closing and dropping the PostgreSQL leg's test databases", async () => {
    for (const db of opened) await closeDatabase(db);
    for (const database of made) await database.drop();
  });

  it('gives copies holding what seeding the long way gives, and registers the same demo images', async () => {
    const url = serverUrl ?? '';
    const seeded = await open(await createTestDatabase(url));
    const seededImages = new Map(requestedImages());
    const first = await open(await createSeededTestDatabase(url)); // makes the leg's template if no file made it yet

    let started = { db: first, images: new Map() };
    await jest.isolateModulesAsync(async () => {
      const database = await jest
        .requireActual<typeof import('../support/postgres')>('../support/postgres')
        .createSeededTestDatabase(url);
      const db = await open(database);
      started = {
        db,
        images: new Map(
          jest.requireActual<typeof import('@/backend/seed/images')>('@/backend/seed/images').requestedImages(),
        ),
      };
    });

    // Copied, not seeded again: a seed salts its password hashes anew.
    const hashes = async (db: Db) => (await query(db, 'select password_hash from members order by id')).rows;
    expect(await hashes(started.db)).toEqual(await hashes(first));
    expect(started.images).toEqual(seededImages);
    expect(await contents(started.db)).toEqual(await contents(seeded));
  }, 60_000);
});
