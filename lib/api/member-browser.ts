import type { FortuneQuery } from '@/lib/contract/types';
import { createApi, type Api } from './client';
import { ApiError } from './errors';
import { FORTUNE_FAILED, fortuneAnswerOf, type FortuneAnswer } from './fortune';
import { announceSessionLost } from './session-events';
import { abortedCall, lostByResponse, recheckAfterNetworkFailure } from './session-loss';

/**
 * The one way client components call member endpoints: ky through the BFF (/api/bff/<path>), which
 * adds the session's bearer. When a call means the session is lost (a 401, the company API down, a
 * network failure that is not a blip) is decided in session-loss.ts; the maintenance message is
 * handled by every client (client.ts).
 */
let bff: Api | undefined;
let session: Api | undefined;

const watchedFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (!abortedCall(error)) void recheckAfterNetworkFailure();
    throw error;
  }
};

/** A client of the shop's member routes under `path` that tells the state layer when the session is lost. */
const watchedApi = (path: string) =>
  createApi({ prefixUrl: `${window.location.origin}${path}`, fetch: watchedFetch }).extend({
    hooks: {
      afterResponse: [
        async (_request, _options, response) => {
          if (await lostByResponse(response)) announceSessionLost();
          return response;
        },
      ],
    },
  });

export function bffApi(): Api {
  bff ??= watchedApi('/api/bff');
  return bff;
}

let shop: Api | undefined;

/**
 * The natal chart's conversion, made by the shop's server (/api/fortune: the spec's external service at
 * FORTUNE_API_URL, else the web API's), its answer a JSON string or not; a refused date is `{ok: false}`.
 */
export async function convertFortune(query: FortuneQuery): Promise<FortuneAnswer> {
  shop ??= watchedApi('/api');
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  try {
    return fortuneAnswerOf(await shop('fortune', { searchParams }).json());
  } catch (error) {
    if (error instanceof ApiError && error.body.errorstatus)
      return { ok: false, error: String(error.body.error || FORTUNE_FAILED) };
    throw error;
  }
}

/** The session routes (/api/session/*): login, first-login and reset completion, logout. */
export function sessionApi(): Api {
  session ??= createApi({ prefixUrl: `${window.location.origin}/api/session` });
  return session;
}
