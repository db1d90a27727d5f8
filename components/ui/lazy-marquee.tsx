'use client';

import { lazyIsland } from './lazy-island';

/** The marquee: its motion starts after a second's delay, so its script loads after the page's first load. */
export const LazyMarquee = lazyIsland(() => import('./marquee').then((module) => module.Marquee));
