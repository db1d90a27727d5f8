/**
 * Tells the production server (server/outage.mjs) that this request met an outage, so that the page
 * answers 503 with Retry-After: 'maintenance' when the maintenance layout is shown, 'api' when a
 * call to the web API got no answer or a 5xx. The server puts its reporter on globalThis under a
 * symbol both sides name; under `next start`, the build and tests there is none and nothing happens.
 */
export type OutageKind = 'maintenance' | 'api';

const REPORTER = Symbol.for('tocin.outage');

export function reportOutage(kind: OutageKind) {
  (globalThis as { [REPORTER]?: (kind: OutageKind) => void })[REPORTER]?.(kind);
}

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
