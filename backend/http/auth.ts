import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { accessTokens, members } from '../db/schema';
import { unauthenticated } from './errors';
import type { AppEnv, Member } from './env';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newSecret = () => randomBytes(32).toString('base64url');

/** The member whose live bearer token the request carries, if any. */
export async function memberOfRequest(c: Context<AppEnv>): Promise<Member | undefined> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([\w-]{20,200})$/i.exec(header);
  if (!match) return undefined;
  const db = c.get('db');
  const [row] = await db
    .select({ member: members })
    .from(accessTokens)
    .innerJoin(members, eq(members.id, accessTokens.member_id))
    .where(and(eq(accessTokens.token_hash, sha256(match[1])), gt(accessTokens.expires_at, c.get('now'))))
    .limit(1);
  return row?.member;
}

/** Member calls need `Authorization: Bearer <token>` of a live token, else 401 Unauthenticated. */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const member = await memberOfRequest(c);
  if (!member) throw unauthenticated();
  c.set('member', member);
  await next();
});

/** Public calls that show more to some members (testers): sets `member` when a live token is sent, never rejects. */
export const optionalMember = createMiddleware<AppEnv>(async (c, next) => {
  const member = await memberOfRequest(c);
  if (member) c.set('member', member);
  await next();
});
