'use client';

import { createElement, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export type NextListPage = { href: string; number: number };

type Props = {
  /** The id of the list element (its children are the items) on this page and on the next. */
  listId: string;
  /** The next page's link, as the pagination bar writes it; null on the last page. */
  next: NextListPage | null;
  /** The counter word of an item in the announcement (則, 項商品). */
  unit: string;
};

/** An item of a later page, as that page's server HTML has it: the element's tag, class and content. */
type LoadedItem = { key: string; tag: string; className: string; html: string };

/** What the island has added to its list (`list`), for the list that `next` belongs to. */
type Loaded = {
  after: string | null;
  list: HTMLElement | null;
  items: LoadedItem[];
  upcoming: NextListPage | null;
  announcement: string;
};

const start = (next: NextListPage | null): Loaded => ({
  after: next?.href ?? null,
  list: null,
  items: [],
  upcoming: next,
  announcement: '',
});

/** Starts loading the next page this far before its end comes into view. */
const AHEAD = '600px 0px';

/**
 * The items of the next list page, read from that page's HTML (served from the shop's caches like
 * any visit), and the page after it, which that page's own island names.
 */
async function readNextPage(listId: string, href: string): Promise<{ items: LoadedItem[]; next: NextListPage | null }> {
  const response = await fetch(href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const items = [...(page.getElementById(listId)?.children ?? [])].map((item, index) => ({
    key: `${href}#${index}`,
    tag: item.tagName.toLowerCase(),
    className: item.className,
    html: item.innerHTML,
  }));
  const marker = page.querySelector<HTMLElement>(`[data-more-of="${listId}"]`);
  const nextHref = marker?.dataset.nextHref;
  return { items, next: nextHref ? { href: nextHref, number: Number(marker?.dataset.nextNumber) } : null };
}

/**
 * Paged lists load the next page as the reader scrolls to their end (spec-coverage “Shared pages, outages and paged lists”), until the last page.
 * Progressive: the server-rendered list and its pagination links are the page; this island only
 * adds the next pages' items below, announces them politely and never moves focus. Without
 * JavaScript or IntersectionObserver, or when a page fails to load, the links are the way on.
 * The added items are React's own (a portal into the list), so they go when the server's list is
 * replaced (another query, a refresh) instead of staying behind in a list React re-renders.
 */
export function LoadMoreOnScroll({ listId, next, unit }: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(() => start(next));
  // A new list from the server (its next page differs): the pages added to the old one are not its.
  if (loaded.after !== (next?.href ?? null)) setLoaded(start(next));
  const { upcoming } = loaded;

  useEffect(() => {
    const target = marker.current;
    // The island's own list, beside it: after a client navigation the previous page stays in the
    // document (hidden), with a list of the same id, so the document's first one may be another page's.
    const list = target?.parentElement?.querySelector<HTMLElement>(`[id="${listId}"]`);
    if (!upcoming || !target || !list || typeof IntersectionObserver === 'undefined') return undefined;
    let stopped = false;
    let asked = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (asked || !entries.some((entry) => entry.isIntersecting)) return;
        // One request per page: the next observer (for the page after) starts when this one has loaded.
        asked = true;
        observer.disconnect();
        readNextPage(listId, upcoming.href)
          .then(({ items, next: after }) => {
            if (stopped) return;
            setLoaded((current) => ({
              ...current,
              list,
              items: [...current.items, ...items],
              upcoming: after,
              announcement: `已載入第 ${upcoming.number} 頁，新增 ${items.length} ${unit}${after ? '' : '，已是最後一頁'}`,
            }));
          })
          .catch(() => {
            if (!stopped) setLoaded((current) => ({ ...current, upcoming: null }));
          });
      },
      { rootMargin: AHEAD },
    );
    // Observed anew for each page: if the added items still leave the end in view, the next page loads too.
    observer.observe(target);
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, [listId, upcoming, unit]);

  return (
    <div ref={marker} data-more-of={listId} data-next-href={next?.href} data-next-number={next?.number}>
      {loaded.list
        ? createPortal(
            loaded.items.map((item) =>
              createElement(item.tag, {
                key: item.key,
                className: item.className || undefined,
                dangerouslySetInnerHTML: { __html: item.html },
              }),
            ),
            loaded.list,
          )
        : null}
      <p role="status" className="visually-hidden">
        {loaded.announcement}
      </p>
    </div>
  );
}
