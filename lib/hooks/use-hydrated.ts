'use client';

import { useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();

// Flipped in a task of its own after the first island subscribes: a store whose client value differs
// from the server's during hydration makes React re-render at once, inside the hydration's effects, and
// on a slow phone that made them one long task (docs/perf.md, "On a slower phone (`npm run bench -- --slow-cpu`)").
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!hydrated && listeners.size === 1) {
    setTimeout(() => {
      hydrated = true;
      for (const listener of listeners) listener();
    });
  }
  return () => {
    listeners.delete(onChange);
  };
}

/** false on the server and during hydration, true after: for islands that read the browser's local storage. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
