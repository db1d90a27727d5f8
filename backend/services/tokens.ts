import { addSeconds } from 'date-fns';
import { eq } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { accessTokens } from '../db/schema';
import { newSecret, sha256 } from '../http/auth';
import type { Token } from '@/lib/contract/schema/member';

/** Lifetime of a member's bearer token. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** The spec's token reply; only the token's SHA-256 is stored. */
export async function issueToken(db: Db, memberId: number, now = new Date()): Promise<Token> {
  const accessToken = newSecret();
  await db.insert(accessTokens).values({
    member_id: memberId,
    token_hash: sha256(accessToken),
    expires_at: taipeiDateTime(addSeconds(now, TOKEN_TTL_SECONDS)),
  });
  return { token_type: 'Bearer', access_token: accessToken, expires_in: TOKEN_TTL_SECONDS };
}

/** The bearer of an `Authorization: Bearer …` header, or undefined. */
export const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** Ends one token at once (logout): a copy of the session made before can no longer read anything. */
export async function revokeToken(db: Db, accessToken: string) {
  await db.delete(accessTokens).where(eq(accessTokens.token_hash, sha256(accessToken)));
}
