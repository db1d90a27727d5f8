'use client';

import { useEffect, useRef } from 'react';
import { broadcastSession, onSessionMessage } from './session-channel';

/** Spec public §4 / member §9: 15 minutes without mouse move or key press. */
export const IDLE_LIMIT_MS = 900_000;
const CHECK_EVERY_MS = 1_000;
const BROADCAST_EVERY_MS = 5_000;

/**
 * Calls `onIdle` once after IDLE_LIMIT_MS without mouse movement or key press in any tab of this
 * browser: activity here is broadcast (at most every 5 s) and activity there resets this tab.
 * `isSignedIn` is asked when the time is up; either way the clock restarts.
 */
export function useIdleLogout(onIdle: () => void, isSignedIn: () => boolean) {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  const isSignedInRef = useRef(isSignedIn);
  useEffect(() => {
    isSignedInRef.current = isSignedIn;
  }, [isSignedIn]);

  useEffect(() => {
    let last = Date.now();
    let lastBroadcast = 0;
    const touch = () => {
      last = Date.now();
      if (last - lastBroadcast >= BROADCAST_EVERY_MS) {
        lastBroadcast = last;
        broadcastSession({ type: 'activity', at: last });
      }
    };
    const unsubscribe = onSessionMessage((message) => {
      if (message.type === 'activity') last = Math.max(last, Date.now());
    });
    const timer = setInterval(() => {
      if (Date.now() - last < IDLE_LIMIT_MS) return;
      last = Date.now();
      if (isSignedInRef.current()) onIdleRef.current();
    }, CHECK_EVERY_MS);
    window.addEventListener('mousemove', touch, { passive: true });
    window.addEventListener('keydown', touch);
    return () => {
      clearInterval(timer);
      unsubscribe();
      window.removeEventListener('mousemove', touch);
      window.removeEventListener('keydown', touch);
    };
  }, []);
}
