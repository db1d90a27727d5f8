import 'server-only';
import { createApi, type Api } from './client';
import { checkingContract } from './contract-log';
import { reportingFailures } from './outage';

const EMBEDDED_BASE = 'http://embedded.local/api/web';

/** Calls the embedded web API in-process: no network hop, and it works during `next build`. */
const embeddedFetch: typeof fetch = async (input, init) => {
  const { handle } = await import('@/backend');
  return handle(new Request(input, init));
};

/** Server-side client: the company API when API_BASE_URL is set, else the embedded one. */
export function serverApi(authorization?: string): Api {
  const base = process.env.API_BASE_URL;
  return base
    ? createApi({ prefixUrl: base, fetch: reportingFailures(checkingContract((input, init) => fetch(input, init), base)), authorization })
    : createApi({ prefixUrl: EMBEDDED_BASE, fetch: reportingFailures(checkingContract(embeddedFetch, EMBEDDED_BASE)), authorization });
}
