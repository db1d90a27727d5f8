import { getDb } from '@/backend/db/client';
import { withFreshDatabase } from '../support/api';
import { postgresPool, postgresTestUrl } from '../support/postgres';

withFreshDatabase();

/*
 * The API tests run on the database the run names: PGlite in the Jest step of `npm test`, and a
 * PostgreSQL server of their own on its PostgreSQL leg (scripts/lib/postgres-leg.mjs sets TEST_PG_URL),
 * each file in a seeded database of its own there.
 */
const versionOf = async () => {
  const client = (await getDb()) as unknown as { $client: { query(text: string): Promise<{ rows: { v: string }[] }> } };
  return (await client.$client.query('select version() as v')).rows[0].v;
};

it('runs on PostgreSQL on the PostgreSQL leg (a pool of real connections, a database of the file’s own), on PGlite otherwise', async () => {
  const db = await getDb();
  const serverUrl = postgresTestUrl();
  expect(await versionOf()).toMatch(/^PostgreSQL /);
  if (!serverUrl) {
    expect(postgresPool(db)).toBeUndefined();
    return;
  }
  const pool = postgresPool(db);
  expect(pool).toBeDefined();
  const { rows } = await pool!.query<{ name: string }>('select current_database() as name');
  expect(rows[0].name).not.toBe(new URL(serverUrl).pathname.slice(1));
  expect(rows[0].name.startsWith(`${new URL(serverUrl).pathname.slice(1)}_`)).toBe(true);
});
