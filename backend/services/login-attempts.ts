import { addSeconds } from 'date-fns';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { HttpError } from '../http/errors';

/** Five attempts within this many seconds that were not right lock the account for the rest of the minute (40041). */
export const ATTEMPT_WINDOW_SECONDS = 60;
export const MAX_FAILED_ATTEMPTS = 5;

export const tooManyAttempts = () =>
  new HttpError(429, '登入嘗試過於頻繁，請於一分鐘後再試', { status_from_backend: 40041 });

const keyOf = (key: string) => key.slice(0, 20);

async function attemptsInWindow(db: Db, key: string, now: Date) {
  const since = taipeiDateTime(addSeconds(now, -ATTEMPT_WINDOW_SECONDS));
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, keyOf(key)), gt(loginAttempts.created_at, since)));
  return row.n;
}

/**
 * Counts an attempt BEFORE its password is checked, atomically: under a transaction-scoped advisory lock
 * on the account, so parallel requests (on any instance: the lock is PostgreSQL's) take the window's
 * places one at a time. A full window refuses with 40041 before any password is checked, the right one
 * included. Answers the attempt's id: it counts as a failure until the password proves right.
 */
export async function claimAttempt(db: Db, key: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${keyOf(key)}`}))`);
    if ((await attemptsInWindow(tx, key, now)) >= MAX_FAILED_ATTEMPTS) throw tooManyAttempts();
    const at = taipeiDateTime(now);
    const [row] = await tx
      .insert(loginAttempts)
      .values({ username: keyOf(key), created_at: at, updated_at: at })
      .returning({ id: loginAttempts.id });
    return row.id;
  });
}

/** The claimed attempt was wrong (it stays counted): 40041 instead of `error` once the window is full. */
export async function failedAttempt(db: Db, key: string, error: HttpError, now = new Date()): Promise<never> {
  if ((await attemptsInWindow(db, key, now)) >= MAX_FAILED_ATTEMPTS) throw tooManyAttempts();
  throw error;
}

/** The claimed attempt was right and counts no more (change password: the other failures stay). */
export async function releaseAttempt(db: Db, id: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** A successful login clears the account's failures. */
export async function clearFailures(db: Db, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, keyOf(key)));
}
