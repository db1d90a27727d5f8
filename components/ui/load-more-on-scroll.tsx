'use client';

import { useEffect, useRef, useState } from 'react';

export type NextListPage = { href: string; number: number };

type Props = {
  /** The id of the list element (its children are the items) on this page and on the next. */
  listId: string;
  /** The next page's link, as the pagination bar writes it; null on the last page. */
  next: NextListPage | null;
  /** The counter word of an item in the announcement (則, 項商品). */
  unit: string;
};

/** Starts loading the next page this far before its end comes into view. */
const AHEAD = '600px 0px';

/**
 * The items of the next list page, read from that page's HTML (served from the shop's caches like
 * any visit), and the page after it, which that page's own island names.
 */
async function readNextPage(listId: string, href: string): Promise<{ items: Node[]; next: NextListPage | null }> {
  const response = await fetch(href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const items = [...(page.getElementById(listId)?.children ?? [])].map((item) => document.importNode(item, true));
  const marker = page.querySelector<HTMLElement>(`[data-more-of="${listId}"]`);
  const nextHref = marker?.dataset.nextHref;
  return { items, next: nextHref ? { href: nextHref, number: Number(marker?.dataset.nextNumber) } : null };
}

/**
 * Paged lists load the next page as the reader scrolls to their end (spec-coverage “Shared pages, outages and paged lists”), until the last page.
 * Progressive: the server-rendered list and its pagination links are the page; this island only
 * appends the next pages' items below, announces them politely and never moves focus. Without
 * JavaScript or IntersectionObserver, or when a page fails to load, the links are the way on.
 */
export function LoadMoreOnScroll({ listId, next, unit }: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = marker.current;
    if (!next || !target || typeof IntersectionObserver === 'undefined') return undefined;
    let upcoming: NextListPage | null = next;
    let loading = false;
    let stopped = false;

    const observer = new IntersectionObserver(
      (entries) => {
        if (loading || !upcoming || !entries.some((entry) => entry.isIntersecting)) return;
        const page = upcoming;
        loading = true;
        readNextPage(listId, page.href)
          .then(({ items, next: after }) => {
            if (stopped) return;
            document.getElementById(listId)?.append(...items);
            upcoming = after;
            setAnnouncement(`已載入第 ${page.number} 頁，新增 ${items.length} ${unit}${after ? '' : '，已是最後一頁'}`);
            // Observed again: if the new items still leave the end in view, the next page loads too.
            observer.unobserve(target);
            if (after) observer.observe(target);
          })
          .catch(() => observer.disconnect())
          .finally(() => {
            loading = false;
          });
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, [listId, next, unit]);

  return (
    <div ref={marker} data-more-of={listId} data-next-href={next?.href} data-next-number={next?.number}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
