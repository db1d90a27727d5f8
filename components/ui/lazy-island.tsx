'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client island whose script loads after the page's first load: the server still renders it (the
 * HTML is complete without JavaScript), and it hydrates once its chunk has arrived. For islands below
 * the first screen or shown only in rare states, which would otherwise ride in the chunk every page
 * loads first. `load` must be an `import()` in the calling module, so the bundler splits it there.
 */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Island = lazy(async () => ({ default: await load() }));
  function LazyIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
