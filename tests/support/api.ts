import { openDatabase, setDatabase } from '@/backend/db/client';
import { handle } from '@/backend';

/**
 * API tests run the real embedded API (handle) on a fresh in-memory PGlite with the demo seed.
 * Call `useFreshDatabase()` at the top of a test file (or in a beforeEach for isolation).
 */
export function useFreshDatabase() {
  beforeAll(async () => {
    const db = openDatabase('memory://');
    setDatabase(db);
    await db;
  });
}

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

export async function call(method: string, path: string, { body, token, headers = {} }: CallOptions = {}) {
  const response = await handle(
    new Request(`http://embedded.local/api/web/${path.replace(/^\//, '')}`, {
      method,
      headers: {
        'X-Client-Version': '0.0.1',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}
