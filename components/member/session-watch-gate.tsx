'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { isSignedIn, useSignedIn } from '@/lib/hooks/use-signed-in';
import '@/lib/state/session-lost-latch';

// Idle logout, the session channel, the notices and the BFF client they need are a member's: a
// visitor's page never loads them.
const SessionWatch = lazy(() => import('./session-watch').then((module) => ({ default: module.SessionWatch })));

/**
 * The session watch of every page, loaded once the hint cookie says a member is signed in (at load,
 * after a login in this tab, or on a focus or session message after one in another tab) and kept
 * from then on: the logout notice shows after the cookie is gone.
 */
export function SessionWatchGate() {
  const signedIn = useSignedIn();
  const [armed, setArmed] = useState(false);
  if (signedIn && !armed) setArmed(true);
  useEffect(() => {
    // A visitor's page is watched from hydration (for a sign-in): "visitor", until a member's watch
    // has loaded and started its idle timer ("member", set by SessionWatch).
    if (!isSignedIn()) document.documentElement.dataset.sessionWatch = 'visitor';
  }, []);
  return armed ? (
    <Suspense fallback={null}>
      <SessionWatch />
    </Suspense>
  ) : null;
}
