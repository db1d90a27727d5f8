import { SESSION_LOST_EVENT } from '@/lib/api/session-events';

/*
 * The session watch (and with it the forced-logout state, lib/state/session.ts) loads only once a
 * member is known in the tab, after hydration. A member call answered before it arrived would
 * raise its event unheard: this module, loaded with the layout, remembers that it happened.
 */
let lostBeforeWatch = false;

if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_LOST_EVENT, () => {
    lostBeforeWatch = true;
  });
}

/** Whether a lost session was announced before this was asked; asking forgets it. */
export function takeSessionLossSoFar(): boolean {
  const lost = lostBeforeWatch;
  lostBeforeWatch = false;
  return lost;
}
