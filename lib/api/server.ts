import 'server-only';
import { createApi, type Api } from './client';
import { EMBEDDED_STORAGE_BASE, storageBaseUrl } from './storage';
import { observingCalls } from './call-telemetry';
import { checkingContract } from './contract-log';
import { speakingSpecOnly } from './spec-only';
import { reportingFailures } from './outage';
import { handleEmbedded } from './embedded';

const EMBEDDED_BASE = 'http://embedded.local/api/web';

/** Calls the embedded web API in-process: no network hop, and it works during `next build`. */
const embeddedFetch: typeof fetch = (input, init) => handleEmbedded(new Request(input, init));

/** Server-side client: the company API when API_BASE_URL is set, else the embedded one. */
export function serverApi(authorization?: string): Api {
  const base = process.env.API_BASE_URL;
  return base
    ? createApi({
        prefixUrl: base,
        fetch: reportingFailures(
          observingCalls(
            checkingContract(
              speakingSpecOnly((input, init) => fetch(input, init), base),
              base,
            ),
            base,
          ),
        ),
        authorization,
      })
    : createApi({
        prefixUrl: EMBEDDED_BASE,
        fetch: reportingFailures(
          observingCalls(
            checkingContract(speakingSpecOnly(embeddedFetch, EMBEDDED_BASE), EMBEDDED_BASE),
            EMBEDDED_BASE,
          ),
        ),
        authorization,
        // `next build` prerenders on the embedded API in its own process, waiting on nothing across a network: a
        // machine busy with other work (tests, another build) must slow the build down, not fail it. Next.js
        // bounds each page's generation itself (staticPageGenerationTimeout).
        ...(process.env.NEXT_PHASE === 'phase-production-build' ? { timeout: false as const } : {}),
      });
}

const STORAGE_READ_TIMEOUT_MS = 3000;
/** Far above any picture the shop shows (a banner is a few hundred kB): past it the read stops. */
const STORAGE_READ_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The URL to read when `url` names a file under the storage base: same origin, its path (with `../` and
 * encoded dots or slashes resolved or refused) still under the base's; null for anything else.
 */
function storageFileUrl(url: string, base: string): URL | null {
  const origin = /^https?:\/\//.test(base) ? undefined : EMBEDDED_BASE;
  try {
    const root = new URL(`${base}/`, origin);
    const target = new URL(url, origin);
    if (
      target.origin !== root.origin ||
      !target.pathname.startsWith(root.pathname) ||
      target.search ||
      /%2e|%2f|%5c/i.test(target.pathname)
    )
      return null;
    return target;
  } catch {
    return null;
  }
}

/** The body, read until STORAGE_READ_MAX_BYTES at most; null past it (the rest is not read). */
async function boundedBytes(response: Response): Promise<Buffer | null> {
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    length += chunk.value.byteLength;
    if (length > STORAGE_READ_MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of a file of the API's storage (an image a record names), read on the server: in-process from
 * the embedded API, over HTTP from the company's. Only a file under the storage base is read, no redirect is
 * followed, at most STORAGE_READ_MAX_BYTES within STORAGE_READ_TIMEOUT_MS: a hostile or compromised API
 * cannot point the server elsewhere or make it hold much. Null when it cannot be read.
 */
export async function readStorageFile(url: string): Promise<Buffer | null> {
  const embedded = storageFileUrl(url, EMBEDDED_STORAGE_BASE);
  const remote = embedded ? null : storageFileUrl(url, storageBaseUrl());
  if (!embedded && !(remote && /^https?:$/.test(remote.protocol))) return null;
  try {
    const init: RequestInit = { redirect: 'manual', signal: AbortSignal.timeout(STORAGE_READ_TIMEOUT_MS) };
    const response = embedded ? await embeddedFetch(embedded, init) : await fetch(remote!, init);
    if (response.status === 200) return await boundedBytes(response);
    await response.body?.cancel(); // an unread body would hold its connection
    return null;
  } catch {
    return null;
  }
}
