'use client';

import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/session/cookie';
import { onSessionMessage } from './session-channel';

/** Whether a member is signed in, from the readable hint cookie (it holds no token and authorises nothing). */
export const isSignedIn = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);

const SIGNED_IN_CHANGED = 'tocin:signed-in-changed';

/**
 * Tells this tab's islands that the hint cookie changed (login, logout): the other tabs hear it on
 * the session channel, but a BroadcastChannel never delivers to its own tab.
 */
export const announceSignedInChange = () => window.dispatchEvent(new Event(SIGNED_IN_CHANGED));

function subscribe(onChange: () => void) {
  const unsubscribe = onSessionMessage(onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener(SIGNED_IN_CHANGED, onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', onChange);
    window.removeEventListener(SIGNED_IN_CHANGED, onChange);
  };
}

/**
 * For client islands on cached public pages (cart badge, product actions): false on the server and
 * in the first render, so the server HTML is the visitor's; the member's view follows hydration.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false);
}
