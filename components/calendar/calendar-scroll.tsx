'use client';

import { Link } from '@/components/ui/link';
import { useEffect, type ComponentProps } from 'react';

/** Spec §2, §9: switching to another calendar scrolls the view to 200 px. */
export const CALENDAR_SWITCH_SCROLL_PX = 200;

/** Set by a month link of the switcher, read by the calendar that opens next. */
let switching = false;

/** A link of the calendar switcher: the calendar it opens scrolls to 200 px. */
export function CalendarSwitchLink(props: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        // The open month's own link does not navigate anywhere new.
        if (props['aria-current'] !== 'page') switching = true;
        props.onClick?.(event);
      }}
    />
  );
}

/**
 * When a calendar opens from the switcher, the page scrolls to 200 px (after the layout's
 * scroll-to-top of every navigation). Any other way in (a first visit, a reload, a link from
 * another page) starts at the top as usual.
 */
export function CalendarScroll({ calendarId }: { calendarId: number }) {
  useEffect(() => {
    if (!switching) return;
    switching = false;
    const timer = window.setTimeout(
      () => window.scrollTo({ top: CALENDAR_SWITCH_SCROLL_PX, left: 0, behavior: 'instant' }),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [calendarId]);
  return null;
}
