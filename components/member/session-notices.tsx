'use client';

import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { sessionApi } from '@/lib/api/member-browser';
import { clearMemberStorage } from '@/lib/hooks/use-logout';
import { announceSignedInChange } from '@/lib/hooks/use-signed-in';
import { forcedLogoutAtom, logoutNoticeAtom, sessionStore } from '@/lib/state/session';
import { HOME_PATH, LOGIN_PATH } from '@/lib/routes/member';
import { Notice } from '@/components/ui/modal';
import { SESSION_MESSAGES } from './session-messages';

/**
 * The session notices: forced logout (401 / 'Unauthenticated.' / network error while signed in,
 * shown once; confirm clears local storage and the member caches and opens /member/login) and the
 * logout / idle notices (confirm goes to /home).
 */
export function SessionNotices() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const forced = useAtomValue(forcedLogoutAtom, { store: sessionStore });
  const notice = useAtomValue(logoutNoticeAtom, { store: sessionStore });

  if (notice) {
    return (
      <Notice
        title={notice === 'idle' ? SESSION_MESSAGES.idle : SESSION_MESSAGES.loggedOut}
        onConfirm={() => {
          sessionStore.set(logoutNoticeAtom, null);
          sessionStore.set(forcedLogoutAtom, false);
          router.replace(HOME_PATH);
        }}
      />
    );
  }
  if (forced) {
    return (
      <Notice
        title={SESSION_MESSAGES.forcedTitle}
        confirmLabel={SESSION_MESSAGES.forcedConfirm}
        onConfirm={async () => {
          // A real logout (the token revoked, the cookie cleared): otherwise login would send a member
          // whose cookie is still alive straight back home.
          await sessionApi()
            .post('logout')
            .catch(() => undefined);
          clearMemberStorage();
          void mutate(() => true, undefined, { revalidate: false });
          announceSignedInChange();
          sessionStore.set(forcedLogoutAtom, false);
          router.replace(LOGIN_PATH);
        }}
      >
        {SESSION_MESSAGES.forcedBody}
      </Notice>
    );
  }
  return null;
}
