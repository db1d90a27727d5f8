import { createApi, type Api } from './client';
import { announceSessionLost } from './session-events';

/**
 * The one way client components call member endpoints: ky through the BFF (/api/bff/<path>), which
 * adds the session's bearer. A 401 / 'Unauthenticated.' (the BFF has then ended the session) or a
 * network failure announces a lost session (session-events.ts).
 */
let bff: Api | undefined;
let session: Api | undefined;

const watchedFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) announceSessionLost();
    throw error;
  }
};

export function bffApi(): Api {
  bff ??= createApi({ prefixUrl: `${window.location.origin}/api/bff`, fetch: watchedFetch }).extend({
    hooks: {
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status === 401) announceSessionLost();
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
