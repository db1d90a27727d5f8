import { atom, getDefaultStore } from 'jotai';
import { SESSION_LOST_EVENT } from '@/lib/api/session-events';
import { takeSessionLossSoFar } from './session-lost-latch';

/**
 * Session UI state (spec-coverage “Members: session and screens” / §8). The token itself is never here: it lives in the sealed
 * httpOnly cookie. `forcedLogout` is raised once when the BFF client announces a lost session
 * (401 / 'Unauthenticated.' or a network error, SESSION_LOST_EVENT); the notice dialog reads it.
 */
export const forcedLogoutAtom = atom(false);

/** The notice shown on /home after a logout ('logout' or 'idle'), cleared once shown. */
export const logoutNoticeAtom = atom<null | 'logout' | 'idle'>(null);

/** The store the session events write to; <Provider>-less components read the same one. */
export const sessionStore = getDefaultStore();

function raiseForcedLogout() {
  if (!sessionStore.get(forcedLogoutAtom)) sessionStore.set(forcedLogoutAtom, true);
}

// Listening from the module, not from a component's effect: a call answered before the layout's
// effects ran still raises the notice. The module is loaded wherever the notice can be shown; a loss
// announced before it loaded (the session watch loads after hydration) was kept by the latch.
if (typeof window !== 'undefined') {
  if (takeSessionLossSoFar()) raiseForcedLogout();
  window.addEventListener(SESSION_LOST_EVENT, raiseForcedLogout);
}
