'use client';

import { useSyncExternalStore } from 'react';

let hydrated = false;

// True from a task of its own after hydration: a store whose client value differs from the server's during
// hydration makes React re-render at once, inside the hydration's effects, and on a slow phone that made
// them one long task (docs/perf.md, "On a slower phone (`npm run bench -- --slow-cpu`)").
function subscribe(onChange: () => void) {
  if (hydrated) return () => {};
  const timer = setTimeout(() => {
    hydrated = true;
    onChange();
  });
  return () => clearTimeout(timer);
}

/** false on the server and during hydration, true after: for islands that read the browser's local storage. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
