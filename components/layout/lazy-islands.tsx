'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

// The root layout's client components share one chunk that every page loads first. These islands load
// after it: the maintenance layout's only where it shows, the footer's below the first screen.

/** The maintenance layout's poller (spec §4, §9). */
export const LazyMaintenancePoller = lazyIsland(() =>
  import('./maintenance-poller').then((module) => module.MaintenancePoller),
);

/** The site-information fallback (spec §8). */
export const LazySiteRightsFallback = lazyIsland(() =>
  import('./site-rights-fallback').then((module) => module.SiteRightsFallback),
);

/** The footer's visitor counter: below the first screen, and the server renders its number. */
export const LazyVisitorCounter = lazyIsland(() => import('./visitor-counter').then((module) => module.VisitorCounter));
