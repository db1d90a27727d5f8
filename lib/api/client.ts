import ky, { type KyInstance } from 'ky';
import { ApiError } from './errors';

export type Api = KyInstance;

export const CLIENT_VERSION = '0.0.1';

type ClientOptions = {
  prefixUrl: string;
  fetch?: typeof fetch;
  /** 'Bearer abc…' when a member token is known (server side only). */
  authorization?: string;
};

/** The one way to build a web API client: version header, bearer, errors as ApiError. */
export function createApi({ prefixUrl, fetch, authorization }: ClientOptions): Api {
  return ky.create({
    prefixUrl,
    fetch,
    retry: 0,
    timeout: 15_000,
    headers: {
      'X-Client-Version': CLIENT_VERSION,
      Accept: 'application/json',
      ...(authorization ? { Authorization: authorization, 'X-Access-Type': 'web' } : {}),
    },
    hooks: {
      beforeError: [
        async (error) => {
          throw await ApiError.from(error.response);
        },
      ],
    },
  });
}
