'use client';

import { OptimizedImage } from '@/components/ui/optimized-image';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MOBILE_BELOW_PX, spreadIndexOf, spreadsOf, viewFromWidth } from '@/components/sound/flip-book-spreads';
import styles from './flip-book.module.css';

export type FlipBookPage = { page: number; src: string; tag: string | null };

type Props = {
  issueId: number;
  title: string;
  /** Pages ordered by page number; src already turned into a URL (storageUrl). */
  pages: FlipBookPage[];
};

const WIDE_QUERY = `(min-width: ${MOBILE_BELOW_PX}px)`;
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE_QUERY).matches;

/**
 * The monthly magazine as a flip-book (spec-coverage “Public site: sound and news”): two pages per spread on wide screens, one on
 * phones; previous / next buttons, the keyboard arrows and the magazine's tagged pages as a table
 * of contents. Opening an issue records one view with view_from (spec-coverage “Public site: sound and news”).
 */
export function FlipBook({ issueId, title, pages }: Props) {
  const wide = useSyncExternalStore(subscribe, isWide, () => true);
  const spreads = spreadsOf(pages.length, wide ? 2 : 1);
  // The first page on view; the spread follows it when the layout changes.
  const [page, setPage] = useState(0);
  const current = spreadIndexOf(spreads, page);
  const shown = spreads[current] ?? [];
  const recorded = useRef<number | null>(null);

  useEffect(() => {
    if (recorded.current === issueId) return;
    recorded.current = issueId;
    const viewFrom = viewFromWidth(window.innerWidth);
    // The web API client (ky) arrives after the page has hydrated, not with its first load.
    Promise.all([import('@/lib/api/browser'), import('@/lib/api/call')])
      .then(([{ browserApi }, { call }]) =>
        call(browserApi(), 'PUT ebook-classes/{id}/count', {
          params: { id: issueId },
          body: { id: issueId, view_from: viewFrom },
        }),
      )
      .catch(() => {
        // A view that cannot be counted must not disturb the reader.
      });
  }, [issueId]);

  const perView = wide ? 2 : 1;
  const go = useCallback(
    (step: -1 | 1) =>
      setPage((from) => {
        const all = spreadsOf(pages.length, perView);
        return all[spreadIndexOf(all, from) + step]?.[0] ?? from;
      }),
    [pages.length, perView],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing =
        event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable="true"]');
      if (event.altKey || event.ctrlKey || event.metaKey || typing) return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  if (pages.length === 0) return <p className={styles.empty}>本期月刊尚無內頁</p>;

  const first = pages[shown[0]]?.page;
  const last = pages[shown[shown.length - 1]]?.page;
  const position = first === last ? `第 ${first} 頁` : `第 ${first}–${last} 頁`;
  const contents = pages.map((item, index) => ({ ...item, index })).filter((item) => item.tag);

  return (
    <div className={styles.book} role="region" aria-label={`${title} 翻頁閱讀`} aria-roledescription="翻頁書">
      <div className={`${styles.spread} ${shown.length === 1 ? styles.single : ''}`} data-testid="flip-book-spread">
        {shown.map((index) => (
          <figure key={pages[index].page} className={styles.page}>
            <OptimizedImage
              src={pages[index].src}
              alt={`${title} 第 ${pages[index].page} 頁${pages[index].tag ? `：${pages[index].tag}` : ''}`}
              fill
              sizes={`(min-width: ${MOBILE_BELOW_PX}px) 50vw, 100vw`}
              className={styles.image}
              preload={index === 0}
            />
          </figure>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.button} onClick={() => go(-1)} disabled={current === 0}>
          ← 上一頁
        </button>
        <p className={styles.position} aria-live="polite">
          {position} / 共 {pages.length} 頁
        </p>
        <button type="button" className={styles.button} onClick={() => go(1)} disabled={current >= spreads.length - 1}>
          下一頁 →
        </button>
      </div>
      {contents.length > 0 ? (
        <nav className={styles.contents} aria-label="本期目錄">
          <ul>
            {contents.map((item) => (
              <li key={item.page}>
                <button
                  type="button"
                  onClick={() => setPage(item.index)}
                  aria-current={shown.includes(item.index) ? 'page' : undefined}
                >
                  {item.tag}
                  <span className={styles.contentsPage}>p.{item.page}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
