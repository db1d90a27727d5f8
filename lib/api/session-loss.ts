import { ApiError } from './errors';
import { announceSessionLost } from './session-events';

/**
 * When a member call means the session is lost (spec-coverage “Members: session and screens”: 您已被登出 on a network error), and
 * when it was only a blip. Decided here once for every member call (lib/api/member-browser.ts):
 * - 401 (the BFF has ended the session): lost.
 * - 502, 503, 504 (the BFF cannot reach the company API: it is down): lost, as the spec says; but not
 *   an answer the API itself gave with one of its codes (`status_from_backend`): its "site closed for
 *   maintenance" message (503 5030, which sends the user to /error instead) or a refusal such as 503
 *   4009 '訂單儲存失敗，請重新訂購', which the page shows and after which the member may reorder.
 * - the request itself failed (connection dropped, offline): asked again once, after a pause, of the
 *   shop's own session route; if it answers that the session is alive, it was a blip: the member stays
 *   signed in (mid-checkout nothing is lost) and the failed call shows its own error and retry. If that
 *   fails too, or the session is gone: lost.
 */
export const UPSTREAM_DOWN_STATUSES: readonly number[] = [502, 503, 504];

export const lostByStatus = (status: number) => status === 401 || UPSTREAM_DOWN_STATUSES.includes(status);

/** Whether a BFF answer means the session is lost (lostByStatus, answers carrying the API's own code excepted). */
export async function lostByResponse(response: Response): Promise<boolean> {
  if (!lostByStatus(response.status)) return false;
  return response.status === 401 || (await ApiError.from(response.clone())).status_from_backend === undefined;
}

/**
 * Whether a call failed because it was aborted (ky's timeout aborts it: no answer came, which the caller
 * handles, e.g. step 4 looks its order up), not because the connection dropped; no blip to ask about. Read by
 * name, not `instanceof DOMException`: the fetch that threw may belong to another realm (Node's fetch under
 * jsdom in the component tests, whose aborted calls were taken for dropped ones and asked /api/session).
 */
export const abortedCall = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** How long to wait before asking again whether a failed call was a blip. */
export const BLIP_RECHECK_MS = 1500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After a failed request: announces a lost session unless the shop's session route says it is alive. */
export async function recheckAfterNetworkFailure(fetchImpl: typeof fetch = fetch, waitMs = BLIP_RECHECK_MS) {
  await pause(waitMs);
  try {
    const response = await fetchImpl(`${window.location.origin}/api/session`, { cache: 'no-store' });
    if (response.ok && ((await response.json()) as { authenticated?: boolean }).authenticated) return;
  } catch {
    // still unreachable: the session is lost for the member
  }
  announceSessionLost();
}
