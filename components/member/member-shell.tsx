'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useIdleLogout } from '@/lib/hooks/use-idle-logout';
import { onSessionMessage } from '@/lib/hooks/session-channel';
import { clearMemberStorage, useLogout } from '@/lib/hooks/use-logout';
import { logoutNoticeAtom, sessionStore } from '@/lib/state/session';
import { MemberNav } from './member-nav';
import { SessionNotices } from './session-notices';
import styles from './member.module.css';

/**
 * The signed-in member area: menu, idle logout after 900 s without mouse or key in any tab,
 * logout from another tab, and the session notices.
 */
export function MemberShell({ children }: { children: ReactNode }) {
  const logout = useLogout();
  const [watching, setWatching] = useState(false);
  useIdleLogout(() => void logout('idle'));
  useEffect(() => {
    const unsubscribe = onSessionMessage((message) => {
      if (message.type !== 'logout') return;
      clearMemberStorage();
      sessionStore.set(logoutNoticeAtom, message.reason);
    });
    // Marks the page as watched (idle timer and other tabs) once hydrated; tests wait for it.
    const frame = requestAnimationFrame(() => setWatching(true));
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, []);
  return (
    <div className={styles.signedIn} data-session-watch={watching ? 'on' : undefined}>
      <MemberNav />
      <div>{children}</div>
      <SessionNotices />
    </div>
  );
}
