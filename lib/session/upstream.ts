import 'server-only';
import { call } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import type { BodyInput } from '@/lib/contract/call-types';
import type { TokenReply } from './cookie';

export type Upstream = { status: number; json: Record<string, unknown> };

/** The header the production server (server/client-address.mjs) writes the client's address into; passed on to the API. */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The client address of the browser's request, as headers for the API call made on its behalf. */
export const forwardedFrom = (request: Request): Record<string, string> => {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address ? { [CLIENT_ADDRESS_HEADER]: address } : {};
};

/** The outcome of a call to the web API as status and JSON, never thrown: the session routes pass both on. */
export async function settled(send: () => Promise<Record<string, unknown>>): Promise<Upstream> {
  try {
    return { status: 200, json: await send() };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, json: error.body };
    return { status: 502, json: { message: '無法連線至伺服器，請稍後再試' } };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** PUT reset-password with the reset token: step 3 of first login and of forgot password alike. */
export const putResetPassword = (request: Request, body: Record<string, unknown>) =>
  settled(() =>
    call(serverApi(), 'PUT reset-password', {
      // Passed on as the page sent them: the API validates them with the rule the contract's type is read from.
      body: { username: body.username, new_password: body.new_password, reset_token: body.reset_token } as BodyInput<'PUT reset-password'>,
      headers: forwardedFrom(request),
    }),
  );

/** The token reply inside an API answer: flat, under `token`, or under `data` / `data.token`. */
export function findTokenReply(json: Record<string, unknown>): TokenReply | undefined {
  const candidates = [json, json.token, json.data, isRecord(json.data) ? json.data.token : undefined];
  for (const candidate of candidates) {
    if (isRecord(candidate) && typeof candidate.access_token === 'string' && candidate.access_token) {
      return candidate as unknown as TokenReply;
    }
  }
  return undefined;
}

const TOKEN_KEYS = new Set(['access_token', 'token_type', 'expires_in', 'token', 'refresh_token']);

/** A copy of an API answer without any token field, safe to hand to page JavaScript. */
export function withoutToken(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutToken);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !TOKEN_KEYS.has(key)).map(([key, inner]) => [key, withoutToken(inner)]));
}
