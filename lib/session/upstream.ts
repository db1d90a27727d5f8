import 'server-only';
import { call } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import type { BodyInput } from '@/lib/calls/call-types';
import { token } from '@/lib/contract/schema/member';
import type { Token } from '@/lib/contract/types';
import { isRecord } from '@/lib/domain/api-dates';

/** A call's answer (200) or its refusal as the API sent it (an ApiError's status and body, or 502 when unreachable). */
export type Upstream<Answer> =
  { ok: true; status: 200; json: Answer } | { ok: false; status: number; json: Record<string, unknown> };

/** The header the production server (server/client-address.mjs) writes the client's address into; passed on to the API. */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The client address of the browser's request, as headers for the API call made on its behalf. */
export const forwardedFrom = (request: Request): Record<string, string> => {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address ? { [CLIENT_ADDRESS_HEADER]: address } : {};
};

/** The outcome of a call to the web API as status and JSON, never thrown: the session routes pass both on. */
export async function settled<Answer>(send: () => Promise<Answer>): Promise<Upstream<Answer>> {
  try {
    return { ok: true, status: 200, json: await send() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, json: error.body };
    return { ok: false, status: 502, json: { message: '無法連線至伺服器，請稍後再試' } };
  }
}

/** PUT reset-password with the reset token: step 3 of first login and of forgot password alike. */
export const putResetPassword = (request: Request, body: Record<string, unknown>) =>
  settled(() =>
    call(serverApi(), 'PUT reset-password', {
      // Passed on as the page sent them: the API validates them with the rule the contract's type is read from.
      body: {
        username: body.username,
        new_password: body.new_password,
        reset_token: body.reset_token,
      } as BodyInput<'PUT reset-password'>,
      headers: forwardedFrom(request),
    }),
  );

/**
 * The token reply a sign-in answered, checked against the contract's schema where it crosses into the
 * cookie: an answer without a usable bearer token (an API drifting from the contract) is none.
 */
export const tokenOf = (answer: unknown): Token | undefined => token.safeParse(answer).data;

/**
 * The token of a first login's reset answer, which the spec says "includes user data and token" without
 * a shape: `token` as the reply or as the access token alone, or the reply's fields beside the user, each
 * bare or under `data`. None found: the password is set but no session is, and the page says to log in.
 */
export function firstLoginTokenOf(answer: unknown): Token | undefined {
  const places = isRecord(answer) && isRecord(answer.data) ? [answer, answer.data] : [answer];
  for (const place of places) {
    if (!isRecord(place)) continue;
    const reply =
      typeof place.token === 'string' ? tokenOf({ access_token: place.token }) : tokenOf(place.token ?? place);
    if (reply) return reply;
  }
  return undefined;
}

/** The member of a first login's reset answer: `user`, bare or under `data`. */
export function firstLoginMemberOf(answer: unknown): unknown {
  if (!isRecord(answer)) return undefined;
  return answer.user ?? (isRecord(answer.data) ? (answer.data.user ?? answer.data) : undefined);
}

const TOKEN_KEYS = new Set(['access_token', 'token_type', 'expires_in', 'token', 'refresh_token']);

/** A copy of an API answer without any token field, safe to hand to page JavaScript. */
export function withoutToken(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutToken);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TOKEN_KEYS.has(key))
      .map(([key, inner]) => [key, withoutToken(inner)]),
  );
}
