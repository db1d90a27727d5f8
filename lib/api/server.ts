import 'server-only';
import { createApi, type Api } from './client';
import { EMBEDDED_STORAGE_BASE, storageBaseUrl } from './storage';
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

const STORAGE_READ_TIMEOUT_MS = 3000;

/**
 * The bytes of a file of the API's storage (an image a record names), read on the server: in-process from
 * the embedded API, over HTTP from the company's. Only URLs under the storage base are read; null when it
 * cannot be.
 */
export async function readStorageFile(url: string): Promise<ArrayBuffer | null> {
  try {
    const response = url.startsWith(`${EMBEDDED_STORAGE_BASE}/`)
      ? await embeddedFetch(new URL(url, EMBEDDED_BASE))
      : url.startsWith(`${storageBaseUrl()}/`) && /^https?:\/\//.test(url)
        ? await fetch(url, { signal: AbortSignal.timeout(STORAGE_READ_TIMEOUT_MS) })
        : null;
    if (response?.ok) return await response.arrayBuffer();
    await response?.body?.cancel(); // an unread body would hold its connection
    return null;
  } catch {
    return null;
  }
}
