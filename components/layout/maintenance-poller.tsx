'use client';

import { useEffect, useRef } from 'react';

/**
 * The system images, with the web API client loaded by the first poll: the root layout imports this
 * island, so a static import would put the client (ky) on every page's first load.
 */
async function pollSystemImages() {
  const [{ browserApi }, { call, dataOf }] = await Promise.all([import('@/lib/api/browser'), import('@/lib/api/call')]);
  return call(browserApi(), 'GET system-images').then(dataOf);
}

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
        const images = await pollSystemImages();
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
