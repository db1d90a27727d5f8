import type { Token } from '@/lib/contract/types';
import { isLocalPath } from '@/lib/domain/local-path';
import { HOME_PATH, LOGIN_PATH } from '@/lib/routes/member';

/**
 * The member session cookie (docs/architecture.md "Decisions", a BFF and a sealed cookie): sealed by
 * iron-session, httpOnly, SameSite=Lax, Secure in production. It holds only the API's token reply; page JavaScript never
 * sees it. This file has no server-only import so that proxy.ts can share the name and shape.
 */
export const SESSION_COOKIE = 'tocin_session';

/**
 * A readable companion of the session cookie holding only "1": it tells the page's JavaScript that
 * a member is signed in (idle logout, other tabs' logout on cached public pages) without a request.
 * It proves nothing: every member call is still checked with the sealed cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'tocin_signed_in';

/** The API's token reply as kept in the cookie; `expires_at` is epoch milliseconds. */
export type SessionToken = { token_type: string; access_token: string; expires_at: number };

/**
 * `is_tester` is the member's flag at sign-in (GET users / the first login's member): it only routes a
 * tester's catalogue pages to the views rendered for them (proxy.ts); the API still decides what the
 * bearer may see. A member made a tester during a session sees it after signing in again.
 */
export type SessionData = { token?: SessionToken; is_tester?: boolean };

/** A live session of a tester (see SessionData). */
export const isTesterSession = (data: SessionData | undefined, now = Date.now()) =>
  !!data && data.is_tester === true && isLive(data.token, now);

/** A usable token: present and not past its expiry. */
export const isLive = (token: SessionToken | undefined, now = Date.now()): token is SessionToken =>
  !!token && typeof token.access_token === 'string' && token.access_token.length > 0 && token.expires_at > now;

/** How long a token lives when its reply does not say (the embedded API's 8 hours). */
export const DEFAULT_TOKEN_SECONDS = 28_800;

/**
 * The longest a session is kept, whatever `expires_in` says: the sealed cookie's expiry must be a date (a
 * lifetime of 10^19 seconds made iron-session refuse every later request with "Invalid expiration"), and a
 * member who stays signed in for weeks is not one the idle logout expects.
 */
export const LONGEST_TOKEN_SECONDS = 7 * 24 * 3600;

/** The token reply of `POST login` / `PUT reset-password` as the cookie keeps it: `Bearer`, whatever case the API wrote. */
export function tokenFromReply(reply: Token, now = Date.now()): SessionToken {
  const given = reply.expires_in === undefined ? DEFAULT_TOKEN_SECONDS : Number(reply.expires_in);
  const seconds = Number.isFinite(given) && given > 0 ? Math.min(given, LONGEST_TOKEN_SECONDS) : DEFAULT_TOKEN_SECONDS;
  return { token_type: 'Bearer', access_token: reply.access_token, expires_at: now + seconds * 1000 };
}

/** Only same-site relative paths are remembered for after login (no //host, no scheme, no backslash). */
export function safeRedirectPath(value: string | null | undefined, fallback = HOME_PATH): string {
  if (!isLocalPath(value)) return fallback;
  if (value.startsWith(LOGIN_PATH) || value.startsWith('/api/')) return fallback;
  return value;
}
