import { reportOutage } from './outage-channel.mjs';

/**
 * Tells the production server (server/outage.mjs) that this request met an outage, so that the page
 * answers 503 with Retry-After: 'maintenance' when the maintenance layout is shown, 'api' when a
 * call to the web API got no answer or a 5xx. The report goes through outage-channel.mjs, which the
 * server listens to; under `next start`, the build and tests nobody listens and nothing happens.
 */
export { reportOutage };

/** `fetch` that reports a call the web API did not answer, or answered with a 5xx. */
export function reportingFailures(fetcher: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetcher(input, init);
      if (response.status >= 500) reportOutage('api');
      return response;
    } catch (error) {
      reportOutage('api');
      throw error;
    }
  };
}
