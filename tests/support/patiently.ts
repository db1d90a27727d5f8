/**
 * How long a setup or teardown hook may take. Jest's `testTimeout` (30 s) bounds hooks too, and a busy
 * 2-core machine passed it opening a seeded database: every test of two files failed. Minutes instead,
 * and a failure that names what was waited for, not Jest's "Exceeded timeout … for a hook".
 */
export const HOOK_LIMIT_MS = 10 * 60_000;

/** Jest's own limit on the hook, past ours, so that ours is the one that speaks. */
const JEST_HOOK_LIMIT_MS = HOOK_LIMIT_MS + 60_000;

const shown = (ms: number) => (ms >= 60_000 ? `${ms / 60_000} min` : ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

/** What `work` gives, or an error naming `what` when it has not finished within `limitMs`. */
export async function within<T>(what: string, work: () => Promise<T>, limitMs = HOOK_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${shown(limitMs)}`)), limitMs);
  });
  try {
    return await Promise.race([work(), overdue]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A heavy `beforeAll` or `afterAll` (opening or closing a database): `patiently(beforeAll, 'opening the
 * seeded in-memory database', open)`.
 */
export function patiently(hook: typeof beforeAll | typeof afterAll, what: string, work: () => Promise<unknown>) {
  hook(() => within(what, work), JEST_HOOK_LIMIT_MS);
}
