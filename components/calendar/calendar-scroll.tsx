'use client';

import { useEffect } from 'react';

/** Spec §2, §9: switching to another calendar scrolls the view to 200 px. */
export const CALENDAR_SWITCH_SCROLL_PX = 200;

let lastShown: number | null = null;

/**
 * Remembers which calendar the reader saw last in this tab; when another one opens by navigation,
 * the page scrolls to 200 px (after the layout's scroll-to-top of every navigation). A first visit
 * or a reload starts at the top as usual.
 */
export function CalendarScroll({ calendarId }: { calendarId: number }) {
  useEffect(() => {
    const switched = lastShown !== null && lastShown !== calendarId;
    lastShown = calendarId;
    if (!switched) return;
    const timer = window.setTimeout(() => window.scrollTo({ top: CALENDAR_SWITCH_SCROLL_PX, left: 0, behavior: 'instant' }), 0);
    return () => window.clearTimeout(timer);
  }, [calendarId]);
  return null;
}
