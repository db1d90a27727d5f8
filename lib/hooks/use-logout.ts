'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { sessionApi } from '@/lib/api/member-browser';
import { logoutNoticeAtom, sessionStore } from '@/lib/state/session';
import { broadcastSession } from './session-channel';

/**
 * Logout (spec public §4): ends the session cookie, clears local storage and every cached member
 * resource (profile, cart, favourites, charts, orders), tells the other tabs, then raises the
 * notice ('logout': 登出成功, 'idle': the idle warning); the notice's confirm goes to /home.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reason: 'logout' | 'idle' = 'logout', { tellOtherTabs = true } = {}) => {
      await sessionApi().post('logout').catch(() => undefined);
      clearMemberStorage();
      await mutate(() => true, undefined, { revalidate: false });
      if (tellOtherTabs) broadcastSession({ type: 'logout', reason });
      sessionStore.set(logoutNoticeAtom, reason);
    },
    [mutate],
  );
}

export function clearMemberStorage() {
  try {
    window.localStorage.clear();
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}
