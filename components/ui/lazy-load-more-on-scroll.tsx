'use client';

import { lazyIsland } from './lazy-island';

/** LoadMoreOnScroll: a list's end is below the first screen, so its script loads after the page's. */
export const LazyLoadMoreOnScroll = lazyIsland(() =>
  import('./load-more-on-scroll').then((module) => module.LoadMoreOnScroll),
);
