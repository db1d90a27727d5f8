import 'server-only';
import { serverApi } from '@/lib/api/server';
import type { TokenReply } from './cookie';

export type Upstream = { status: number; json: Record<string, unknown> };

/** The header the production server (server/client-address.mjs) writes the client's address into; passed on to the API. */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The client address of the browser's request, as headers for the API call made on its behalf. */
export const forwardedFrom = (request: Request): Record<string, string> => {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address ? { [CLIENT_ADDRESS_HEADER]: address } : {};
};

/** One call to the web API that never throws on an HTTP error: the caller passes status and JSON on. */
export async function callApi(method: string, path: string, body?: unknown, authorization?: string, headers: Record<string, string> = {}): Promise<Upstream> {
  try {
    const response = await serverApi(authorization)(path, { method, headers, throwHttpErrors: false, ...(body === undefined ? {} : { json: body }) });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json: json && typeof json === 'object' ? json : {} };
  } catch {
    return { status: 502, json: { message: '無法連線至伺服器，請稍後再試' } };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** PUT reset-password with the reset token: step 3 of first login and of forgot password alike. */
export const putResetPassword = (request: Request, body: Record<string, unknown>) =>
  callApi('PUT', 'reset-password', { username: body.username, new_password: body.new_password, reset_token: body.reset_token }, undefined, forwardedFrom(request));

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
