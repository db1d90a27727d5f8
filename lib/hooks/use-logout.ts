'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { sessionApi } from '@/lib/api/member-browser';
import { resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { logoutNoticeAtom, sessionStore } from '@/lib/state/session';
import { forgetMemberData } from './member-data';
import { broadcastSession } from './session-channel';
import { announceSignedInChange } from './use-signed-in';

/**
 * Logout (spec-coverage “Members: session and screens”): ends the session cookie, clears local storage and every cached member
 * resource (profile, cart, favourites, charts, orders), tells the other tabs, then raises the
 * notice ('logout': 登出成功, 'idle': the idle warning); the notice's confirm goes to /home.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reason: 'logout' | 'idle' = 'logout', { tellOtherTabs = true } = {}) => {
      await sessionApi()
        .post('logout')
        .catch(() => undefined);
      clearMemberStorage();
      await mutate(() => true, undefined, { revalidate: false });
      announceSignedInChange();
      if (tellOtherTabs) broadcastSession({ type: 'logout', reason });
      sessionStore.set(logoutNoticeAtom, reason);
    },
    [mutate],
  );
}

/** Local storage, and what was requested for the member at login. */
export function clearMemberStorage() {
  forgetMemberData();
  try {
    resetCheckoutDraft();
    window.localStorage.clear();
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}
