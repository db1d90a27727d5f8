import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import {
  isLive,
  isTesterSession,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  tokenFromReply,
  type SessionData,
  type SessionToken,
} from './cookie';
import type { Token } from '@/lib/contract/types';
import { sessionSecret } from './secret';

/**
 * Whether the session's cookies are `Secure`: in production, when the shop's public origin (SITE_URL) is https or
 * this request came over https (X-Client-Protocol, which the production server sets from the socket or a trusted
 * proxy: server/client-address.mjs). A browser keeps no Secure cookie set over plain http (WebKit not even on
 * localhost), so `npm start` on http://localhost must set none. SESSION_COOKIE_SECURE=0 or 1 decides instead.
 */
async function secureCookie(): Promise<boolean> {
  if (process.env.NODE_ENV !== 'production') return false;
  const setting = process.env.SESSION_COOKIE_SECURE;
  if (setting === '0' || setting === '1') return setting === '1';
  if ((process.env.SITE_URL ?? '').startsWith('https:')) return true;
  return (await headers()).get('x-client-protocol') === 'https';
}

export function sessionOptions(secure: boolean, ttlSeconds?: number): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    ttl: ttlSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions(await secureCookie()));
}

/** The live token of this request's session, or undefined (missing, tampered or expired). */
export async function readSessionToken(): Promise<SessionToken | undefined> {
  const session = await getSession();
  return isLive(session.token) ? session.token : undefined;
}

/** `Bearer <token>` for the API, or undefined. */
export async function sessionAuthorization(): Promise<string | undefined> {
  const token = await readSessionToken();
  return token ? `${token.token_type} ${token.access_token}` : undefined;
}

/** `Bearer <token>` when this request's session is a tester's (the catalogue views rendered for testers), else undefined. */
export async function testerAuthorization(): Promise<string | undefined> {
  const session = await getSession();
  return isTesterSession(session) ? `${session.token!.token_type} ${session.token!.access_token}` : undefined;
}

/** Whether a member answer (GET users' `data`, the first login's `user`) is a tester's. */
export const isTesterMember = (member: unknown) =>
  !!member && typeof member === 'object' && (member as { is_tester?: unknown }).is_tester === 1;

/** Stores a fresh token reply (route handlers only: it writes the cookie). The cookie lives as long as the token. */
export async function saveSessionToken(reply: Token, { tester = false }: { tester?: boolean } = {}) {
  const token = tokenFromReply(reply);
  const seconds = Math.max(60, Math.floor((token.expires_at - Date.now()) / 1000));
  const secure = await secureCookie();
  const session = await getIronSession<SessionData>(await cookies(), sessionOptions(secure, seconds));
  session.token = token;
  session.is_tester = tester;
  await session.save();
  (await cookies()).set(SIGNED_IN_HINT_COOKIE, '1', { maxAge: seconds, sameSite: 'lax', secure, path: '/' });
}

/** Ends the session (route handlers only). */
export async function destroySession() {
  const session = await getSession();
  session.destroy();
  (await cookies()).delete(SIGNED_IN_HINT_COOKIE);
}
