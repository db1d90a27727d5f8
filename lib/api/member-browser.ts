import { createApi, type Api } from './client';
import { announceSessionLost } from './session-events';
import { lostByResponse, recheckAfterNetworkFailure } from './session-loss';

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
    if (!(error instanceof DOMException && error.name === 'AbortError')) void recheckAfterNetworkFailure();
    throw error;
  }
};

export function bffApi(): Api {
  bff ??= createApi({ prefixUrl: `${window.location.origin}/api/bff`, fetch: watchedFetch }).extend({
    hooks: {
      afterResponse: [
        async (_request, _options, response) => {
          if (await lostByResponse(response)) announceSessionLost();
          return response;
        },
      ],
    },
  });
  return bff;
}

/** The session routes (/api/session/*): login, first-login and reset completion, logout. */
export function sessionApi(): Api {
  session ??= createApi({ prefixUrl: `${window.location.origin}/api/session` });
  return session;
}
