'use client';

import { useEffect } from 'react';

let locks = 0;

/**
 * Locks page scrolling while `locked` is true (spec-coverage “Public site: platform, SEO and speed”: the mobile menu and dialogs lock scrolling).
 * Counts nested locks, so two open overlays release the page only when both close.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.body.dataset.scrollLocked = '';
    return () => {
      locks -= 1;
      if (locks === 0) delete document.body.dataset.scrollLocked;
    };
  }, [locked]);
}
