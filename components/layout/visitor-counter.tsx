'use client';

import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { getVisitorCount, recordVisit } from '@/lib/api/site';
import { formatVisitorCount } from '@/lib/domain/format';

const RECORDED_KEY = 'tocin-visit-recorded';

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
    const request = recorded ? getVisitorCount(browserApi()) : recordVisit(browserApi());
    request
      .then((total) => {
        if (!cancelled) setCount(total);
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
