'use client';

import { useEffect, type ReactNode } from 'react';
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
  useIdleLogout(() => void logout('idle'));
  useEffect(
    () =>
      onSessionMessage((message) => {
        if (message.type !== 'logout') return;
        clearMemberStorage();
        sessionStore.set(logoutNoticeAtom, message.reason);
      }),
    [],
  );
  return (
    <div className={styles.signedIn}>
      <MemberNav />
      <div>{children}</div>
      <SessionNotices />
    </div>
  );
}
