'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const INTENT_EVENTS = ['mouseover', 'touchstart', 'focusin'] as const;

/**
 * The URL of a page of the shop that a link opens in this tab, or null: another site, a new tab, a download,
 * the web API, a file (a last segment with a dot), or a link that acts as a button once hydrated (the phone
 * menu's toggle opens in place).
 */
function shopPage(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target !== '' || anchor.hasAttribute('download')) return null;
  if (anchor.getAttribute('role') === 'button') return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  if (url.pathname.split('/').pop()?.includes('.')) return null;
  return url;
}

const isHere = (url: URL) => url.pathname === window.location.pathname && url.search === window.location.search;

/** A click that asks for the link in this tab: the main button, no key held, not handled already. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The shop's links are plain anchors (components/ui/link.tsx); this one listener of the root layout makes them
 * open their page through the App Router, as next/link would, and prefetches a page on the intent to open it:
 * the pointer over its link, a touch, or keyboard focus, once per page and visit (the router keeps what it
 * fetched). A click another handler has handled (the phone menu's toggle), a modified click, a same-page
 * anchor (`#main`) and every link `shopPage` declines are left to the browser
 * (docs/decisions/0161-links-prefetch-on-intent.md, 0173-links-are-plain-anchors-one-listener-routes-them.md).
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const url = shopPage(event.target);
      if (url === null || isHere(url)) return;
      const path = url.pathname + url.search;
      if (asked.has(path)) return;
      asked.add(path);
      router.prefetch(path);
    };
    // On window, in the bubbling phase: after React's handlers (on the document), so their preventDefault counts.
    const onClick = (event: MouseEvent) => {
      if (!plainClick(event)) return;
      const url = shopPage(event.target);
      if (url === null || (url.hash !== '' && isHere(url))) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    window.addEventListener('click', onClick);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
      window.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
