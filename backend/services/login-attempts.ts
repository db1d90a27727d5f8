import { addSeconds } from 'date-fns';
import { and, count, eq, gt } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { HttpError } from '../http/errors';

/** Five failed attempts within this many seconds lock the account for the rest of the minute (40041). */
export const ATTEMPT_WINDOW_SECONDS = 60;
export const MAX_FAILED_ATTEMPTS = 5;

export const tooManyAttempts = () => new HttpError(429, '登入嘗試過於頻繁，請於一分鐘後再試', { status_from_backend: 40041 });

async function failures(db: Db, key: string, now: Date) {
  const since = taipeiDateTime(addSeconds(now, -ATTEMPT_WINDOW_SECONDS));
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, key), gt(loginAttempts.created_at, since)));
  return row.n;
}

/** Throws 40041 while the account has had five failures within the last minute. */
export async function assertNotLocked(db: Db, key: string, now = new Date()) {
  if ((await failures(db, key, now)) >= MAX_FAILED_ATTEMPTS) throw tooManyAttempts();
}

/** Records a failure; answers 40041 instead of `error` when this was the fifth within the minute. */
export async function recordFailure(db: Db, key: string, error: HttpError, now = new Date()): Promise<never> {
  const at = taipeiDateTime(now);
  await db.insert(loginAttempts).values({ username: key.slice(0, 20), created_at: at, updated_at: at });
  if ((await failures(db, key, now)) >= MAX_FAILED_ATTEMPTS) throw tooManyAttempts();
  throw error;
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, key));
}
