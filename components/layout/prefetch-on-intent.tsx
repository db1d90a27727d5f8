'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const INTENT_EVENTS = ['mouseover', 'touchstart', 'focusin'] as const;

/** The path and query a same-origin link opens in this tab, or null (another site, a new tab, a download, a button). */
function shopPath(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target !== '' || anchor.hasAttribute('download')) return null;
  // A link that acts as a button once hydrated (the phone menu's toggle) opens in place: its page is not next.
  if (anchor.getAttribute('role') === 'button') return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return url.pathname + url.search;
}

/**
 * Prefetches a page when the visitor shows the intent to open it: the pointer over its link, a touch
 * on it, or keyboard focus, once per page and visit (the router keeps what it fetched). The shop's
 * links do not prefetch when they come into view (components/ui/link.tsx,
 * docs/decisions/0161-links-prefetch-on-intent.md).
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const path = shopPath(event.target);
      if (path === null || asked.has(path) || path === window.location.pathname + window.location.search) return;
      asked.add(path);
      router.prefetch(path);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [router]);
  return null;
}
