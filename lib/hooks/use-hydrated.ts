'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** false on the server and during hydration, true after: for islands that read the browser's local storage. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
