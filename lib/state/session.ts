import { atom, getDefaultStore } from 'jotai';

/**
 * Session UI state (spec public §4 / §8). The token itself is never here: it lives in the sealed
 * httpOnly cookie. `forcedLogout` is raised once by the BFF client on 401 / 'Unauthenticated.' or a
 * network error; the notice dialog reads it.
 */
export const forcedLogoutAtom = atom(false);

/** The notice shown on /home after a logout ('logout' or 'idle'), cleared once shown. */
export const logoutNoticeAtom = atom<null | 'logout' | 'idle'>(null);

/** The store the non-React BFF client writes to; <Provider>-less components read the same one. */
export const sessionStore = getDefaultStore();

export function raiseForcedLogout() {
  if (!sessionStore.get(forcedLogoutAtom)) sessionStore.set(forcedLogoutAtom, true);
}
