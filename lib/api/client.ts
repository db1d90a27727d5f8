import ky, { type KyInstance } from 'ky';
import { ApiError } from './errors';
import { isSiteMaintenanceResponse, sendToMaintenanceOnce } from './site-maintenance';

export type Api = KyInstance;

export const CLIENT_VERSION = '0.0.1';

/** How long a call waits for its answer before it gives up (ky's TimeoutError: the call got no answer). */
export const ANSWER_TIMEOUT_MS = 15_000;

type ClientOptions = {
  prefixUrl: string;
  fetch?: typeof fetch;
  /** 'Bearer abc…' when a member token is known (server side only). */
  authorization?: string;
  /** How long a call waits for its answer (ANSWER_TIMEOUT_MS unless said); false: as long as it takes. */
  timeout?: number | false;
};

/**
 * The one way to build a web API client: version header, bearer, errors as ApiError. The API's
 * "site closed for maintenance" message is handled here for every client: in the browser it sends
 * the user to /error once per session; on the server its ApiError carries the maintenance digest,
 * which the page's error boundary turns into the same visit (app/error.tsx).
 */
export function createApi({ prefixUrl, fetch, authorization, timeout = ANSWER_TIMEOUT_MS }: ClientOptions): Api {
  return ky.create({
    prefixUrl,
    fetch,
    retry: 0,
    timeout,
    headers: {
      'X-Client-Version': CLIENT_VERSION,
      Accept: 'application/json',
      ...(authorization ? { Authorization: authorization, 'X-Access-Type': 'web' } : {}),
    },
    hooks: {
      afterResponse: [
        async (_request, _options, response) => {
          if (typeof window !== 'undefined' && (await isSiteMaintenanceResponse(response))) sendToMaintenanceOnce();
          return response;
        },
      ],
      beforeError: [
        async (error) => {
          throw await ApiError.from(error.response);
        },
      ],
    },
  });
}
