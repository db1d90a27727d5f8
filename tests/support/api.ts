import { closeDatabase, openDatabase, setDatabase, type Db } from '@/backend/db/client';
import { handle } from '@/backend';
import { expectContractKept } from './contract';
import { patiently } from './patiently';
import { createSeededTestDatabase, postgresTestUrl } from './postgres';
import { openSeededMemoryDatabase } from './seeded-dump';

/**
 * API tests run the real embedded API (handle) on a fresh database, migrated and seeded with the demo
 * data: an in-memory PGlite (started from the run's seeded dump: tests/support/seeded-dump.ts), or on the
 * PostgreSQL leg of `npm test` a new database on that server. Call `withFreshDatabase()` at the top of a
 * test file, after faking the clock if the file does (the seed's dates follow it). The database is
 * closed after the file's tests: an open PGlite keeps the Jest worker from exiting, and the file's
 * modules and its WASM memory (about 300 MB) from being freed.
 */
export function withFreshDatabase() {
  const serverUrl = postgresTestUrl();
  if (!serverUrl) {
    let opened: Db | undefined;
    patiently(beforeAll, 'opening the seeded in-memory database', async () => {
      const db = openSeededMemoryDatabase();
      setDatabase(db);
      opened = await db;
    });
    patiently(afterAll, 'closing the in-memory database', async () => {
      if (opened) await closeDatabase(opened);
    });
    return;
  }
  let created: Awaited<ReturnType<typeof createSeededTestDatabase>> | undefined;
  let opened: Db | undefined;
  patiently(beforeAll, "creating a seeded database on the PostgreSQL leg's server", async () => {
    created = await createSeededTestDatabase(serverUrl);
    const db = openDatabase(created.url);
    setDatabase(db);
    opened = await db;
  });
  patiently(afterAll, "closing and dropping the test file's database", async () => {
    if (opened) await closeDatabase(opened);
    await created?.drop();
  });
}

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

/** A request to the web API as the shop sends it, at `url` (a path under /api/web/ unless it is a whole URL). */
export const apiRequest = (method: string, url: string, { body, token, headers = {} }: CallOptions = {}) =>
  new Request(/^https?:/.test(url) ? url : `http://embedded.local/api/web/${url.replace(/^\//, '')}`, {
    method,
    headers: {
      'X-Client-Version': '0.0.1',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

export async function call(method: string, path: string, options: CallOptions = {}) {
  const response = await handle(apiRequest(method, path, options));
  const text = await response.text();
  let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  expectContractKept(method, path, response.status, json);
  return { status: response.status, json, headers: response.headers };
}

/** A form POST to the embedded API (`path` from its root), as a browser or a payment gateway sends it. */
export async function postForm(path: string, fields: Record<string, string>) {
  const response = await handle(
    new Request(`http://embedded.local${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
  );
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

/** A member of the caller's own making, with a live bearer token (tests stay independent of the seed). */
export async function createMemberWithToken(
  overrides: Partial<typeof import('@/backend/db/schema').members.$inferInsert> = {},
) {
  const { getDb } = await import('@/backend/db/client');
  const { members } = await import('@/backend/db/schema');
  const { issueToken } = await import('@/backend/services/tokens');
  const db = await getDb();
  const unique = Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0');
  const [member] = await db
    .insert(members)
    .values({
      identity_card: `T${unique.slice(0, 9)}`,
      password_hash: 'unused',
      name: '測試會員',
      activated_at: '2024-01-01 00:00:00',
      ...overrides,
    })
    .returning();
  const token = await issueToken(db, member.id);
  return { member, token: token.access_token };
}
