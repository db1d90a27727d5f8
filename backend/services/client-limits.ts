import { addSeconds } from 'date-fns';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { clientRequests } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * How many requests one client address may make per window, per group of calls. Sign-in and code checks
 * count failures only (a success gives its place back: an office where many members sign in behind one
 * address is not held up); SMS and the contact form count every request (each costs a message).
 */
export const CLIENT_LIMITS = {
  /** POST login, first login included. */
  login: { max: 30, windowSeconds: 600, countsSuccess: false },
  /** POST otp/check and PUT reset-password: guesses at a six-digit code or a reset token. */
  'code-check': { max: 20, windowSeconds: 600, countsSuccess: false },
  /** POST forgot-password and otp/resend: each sends an SMS. */
  sms: { max: 10, windowSeconds: 600, countsSuccess: true },
  /** POST mail-to-tocin. */
  contact: { max: 5, windowSeconds: 3600, countsSuccess: true },
} as const;

export type ClientScope = keyof typeof CLIENT_LIMITS;

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(CLIENT_LIMITS).map((limit) => limit.windowSeconds));

export const CLIENT_LIMITED_CODE = 42901;

export const clientLimited = (scope: ClientScope) =>
  new HttpError(429, `此網路位址的請求過於頻繁，請於 ${CLIENT_LIMITS[scope].windowSeconds / 60} 分鐘後再試`, {
    status_from_backend: CLIENT_LIMITED_CODE,
  });

/**
 * Takes one of the address's places in the scope's window, atomically: under a transaction-scoped
 * advisory lock on (scope, address), so a parallel burst meets the same limit as a queue (on PostgreSQL
 * across instances too), as the login lockout does. Refuses with 429 when the window is full. Answers the place's id (for `releaseClientRequest`),
 * or null when the address is unknown (no trusted front named it: nothing is counted).
 */
export async function claimClientRequest(
  db: Db,
  scope: ClientScope,
  address: string | null,
  now = new Date(),
): Promise<number | null> {
  if (!address) return null;
  const { max, windowSeconds } = CLIENT_LIMITS[scope];
  const since = taipeiDateTime(addSeconds(now, -windowSeconds));
  const ofAddress = and(eq(clientRequests.scope, scope), eq(clientRequests.address, address));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client:${scope}:${address}`}))`);
    // Every address's rows past the longest window go too: the table holds at most an hour of requests.
    await tx
      .delete(clientRequests)
      .where(lte(clientRequests.created_at, taipeiDateTime(addSeconds(now, -LONGEST_WINDOW_SECONDS))));
    const [row] = await tx
      .select({ n: count() })
      .from(clientRequests)
      .where(and(ofAddress, gt(clientRequests.created_at, since)));
    if (row.n >= max) throw clientLimited(scope);
    const [place] = await tx
      .insert(clientRequests)
      .values({ scope, address, created_at: taipeiDateTime(now) })
      .returning({ id: clientRequests.id });
    return place.id;
  });
}

/** The request succeeded: in a scope that counts failures only, its place is given back. */
export async function releaseClientRequest(db: Db, scope: ClientScope, id: number | null) {
  if (id === null || CLIENT_LIMITS[scope].countsSuccess) return;
  await db.delete(clientRequests).where(eq(clientRequests.id, id));
}
