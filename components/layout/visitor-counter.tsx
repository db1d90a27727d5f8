'use client';

import { useEffect, useState } from 'react';
import { formatVisitorCount } from '@/lib/domain/format';

const RECORDED_KEY = 'tocin-visit-recorded';

/** The web API client (ky) arrives after the page has hydrated, not with its first load. */
async function countVisit(recorded: boolean) {
  const [{ browserApi }, { call, visitorCount }] = await Promise.all([
    import('@/lib/api/browser'),
    import('@/lib/api/call'),
  ]);
  return call(browserApi(), recorded ? 'GET browse-counts' : 'POST browse-counts').then(visitorCount);
}

/**
 * The footer's visitor counter. A visit is recorded once per browser session (POST browse-counts,
 * whose reply carries the new total); later pages of the session read the total. The server
 * renders the cached total, so the number is there without JavaScript.
 */
export function VisitorCounter({ initialCount }: { initialCount: number | null }) {
  const [count, setCount] = useState(initialCount);

  useEffect(() => {
    let cancelled = false;
    const recorded = sessionStorage.getItem(RECORDED_KEY) === '1';
    // Marked before the call, so a second mount (React's development double effects) reads instead.
    if (!recorded) sessionStorage.setItem(RECORDED_KEY, '1');
    countVisit(recorded)
      .then((total) => {
        // An answer without a readable count keeps the server's.
        if (!cancelled && total !== null) setCount(total);
      })
      .catch(() => {
        if (!recorded) sessionStorage.removeItem(RECORDED_KEY);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <span data-testid="visitor-count" aria-live="off">
      {count === null ? '—'.repeat(3) : formatVisitorCount(count)}
    </span>
  );
}
