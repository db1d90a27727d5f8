import { isSiteMaintenanceAnswer } from '@/lib/domain/site-maintenance';

/** The maintenance page (spec-coverage “Public site: platform, SEO and speed” /error). */
export const MAINTENANCE_PATH = '/error';

/** Session storage key: set once the user has been sent to /error in this browser session. */
export const MAINTENANCE_SHOWN_KEY = 'tocin:maintenance-shown';

/** Whether a response is the API's "site closed for maintenance" message (reads a copy of the body). */
export async function isSiteMaintenanceResponse(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return isSiteMaintenanceAnswer(response.status, body);
}

function alreadyShown(storage: Storage | undefined): boolean {
  try {
    if (storage?.getItem(MAINTENANCE_SHOWN_KEY)) return true;
    storage?.setItem(MAINTENANCE_SHOWN_KEY, '1');
  } catch {
    // storage refused (private mode, quota): send the user on anyway
  }
  return false;
}

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * Spec public §4 / §8: the maintenance message sends the user to /error once per session. "Session"
 * is the browser tab's session storage: the first message of a tab's life sends it to /error (a full
 * load); later ones do not, so the user can go on to what /error offers (業績查詢) and reloads do not
 * bounce back. Answers whether it navigated.
 */
export function sendToMaintenanceOnce(
  location: Pick<Location, 'pathname' | 'assign'> = window.location,
  storage = sessionStore(),
): boolean {
  if (alreadyShown(storage) || location.pathname === MAINTENANCE_PATH) return false;
  location.assign(MAINTENANCE_PATH);
  return true;
}
