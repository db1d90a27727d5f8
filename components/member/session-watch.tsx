'use client';

import { useEffect } from 'react';
import { useIdleLogout } from '@/lib/hooks/use-idle-logout';
import { onSessionMessage } from '@/lib/hooks/session-channel';
import { clearMemberStorage, useLogout } from '@/lib/hooks/use-logout';
import { isSignedIn } from '@/lib/hooks/use-signed-in';
import { logoutNoticeAtom, sessionStore } from '@/lib/state/session';
import { SessionNotices } from './session-notices';

/**
 * On every page (public ones too, spec-coverage “Members: session and screens”): idle logout after 900 s without mouse or key
 * in any tab while a member is signed in, logout from another tab, and the session notices.
 */
export function SessionWatch() {
  const logout = useLogout();
  useIdleLogout(() => void logout('idle'), isSignedIn);
  useEffect(() => {
    const unsubscribe = onSessionMessage((message) => {
      if (message.type !== 'logout') return;
      clearMemberStorage();
      sessionStore.set(logoutNoticeAtom, message.reason);
    });
    // The member's idle timer runs from here (the effect above has started it): what a test waits
    // for before it moves the clock.
    document.documentElement.dataset.sessionWatch = 'member';
    return unsubscribe;
  }, []);
  return <SessionNotices />;
}
