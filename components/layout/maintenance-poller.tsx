'use client';

import { useEffect, useRef } from 'react';
import { browserApi } from '@/lib/api/browser';
import { listSystemImages } from '@/lib/api/site';

/** Spec §9: the maintenance page polls every 10 seconds. */
export const MAINTENANCE_POLL_MS = 10_000;
/** Spec §4 "maintenance finished, click confirm to re-enter the home page". */
export const MAINTENANCE_DONE_TEXT = '系統維護已完成，請按確定重新進入首頁';

/**
 * Spec §4: while the maintenance layout shows, poll the system images; once the fourth one (index 3)
 * is there, the site is back: say so, and on confirm reload the site root. A failed poll waits for
 * the next one; after a cancelled confirm the polling goes on.
 */
export function MaintenancePoller() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let busy = false;
    marker.current?.setAttribute('data-polling', 'on');
    const timer = window.setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const images = await listSystemImages(browserApi());
        if (images[3] && window.confirm(MAINTENANCE_DONE_TEXT)) {
          window.clearInterval(timer);
          // A full load, not a client navigation: the root layout must load the site data again.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign(`${window.location.origin}/`);
        }
      } catch {
        /* still down: try again on the next tick */
      } finally {
        busy = false;
      }
    }, MAINTENANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  // A marker for tests and monitoring: the 10 s timer runs from this moment.
  return <span ref={marker} hidden data-testid="maintenance-poller" data-polling="off" />;
}
