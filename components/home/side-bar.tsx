'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { scrollOffsetAt, SIDE_BAR_SCROLL_MS } from '@/components/home/smooth-scroll';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import styles from './side-bar.module.css';

/**
 * Spec §9: scroll-top threshold 136 px. §2 says active "once scrolled 136 px or more and inactive at
 * or below that", which contradicts itself at exactly 136; we read it as active strictly above.
 */
export const SCROLL_TOP_THRESHOLD = 136;
export const isScrollTopActive = (scrollY: number) => scrollY > SCROLL_TOP_THRESHOLD;

const SECTION_SELECTOR = '[data-home-section]';

function sectionTops(): number[] {
  return Array.from(document.querySelectorAll<HTMLElement>(SECTION_SELECTOR)).map(
    (element) => element.getBoundingClientRect().top + window.scrollY,
  );
}

/**
 * Scrolls the page to `top` in exactly 400 ms (spec-coverage “Public site: platform, SEO and speed”; the browser's own smooth scrolling has a
 * length of its own); at once for readers who ask for reduced motion.
 */
function scrollSmoothly(top: number) {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top);
    return;
  }
  const from = window.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, scrollOffsetAt(from, top, elapsed));
    if (elapsed < SIDE_BAR_SCROLL_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls to the previous (-1) or next (+1) home section from where the reader is. */
function page(direction: -1 | 1) {
  const tops = sectionTops();
  if (tops.length === 0) return;
  const here = window.scrollY + 8;
  const target = direction === 1 ? tops.find((top) => top > here) : [...tops].reverse().find((top) => top < here - 8);
  scrollSmoothly(target ?? (direction === 1 ? tops.at(-1)! : 0));
}

const QUICK_LINKS = [
  { href: '/news/calendar', label: '行事曆' },
  { href: '/sound/monthly', label: '東震月刊' },
  { href: '/news/activity', label: '特惠活動' },
  { href: '/product/list', label: '購物去' },
];

/**
 * The fixed side bar of the home page: section paging, a panel toggle and scroll-to-top. Its links work
 * from the first paint; its buttons are disabled until the page's scripts run.
 */
export function SideBar() {
  const hydrated = useHydrated();
  const [scrollTopActive, setScrollTopActive] = useState(false);
  const [expanded, setExpanded] = useState(true);

  useEffect(() => {
    const update = () => setScrollTopActive(isScrollTopActive(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <aside className={styles.bar} aria-label="快速導覽">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls="home-side-panel"
        disabled={!hydrated}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? '收合' : '捷徑'}
      </button>
      <div id="home-side-panel" className={styles.panel} data-view={expanded ? 'links' : 'compact'}>
        {expanded ? (
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.paging}>
          <button type="button" disabled={!hydrated} onClick={() => page(-1)} aria-label="上一個區塊">
            <span aria-hidden="true">▲</span>
          </button>
          <button type="button" disabled={!hydrated} onClick={() => page(1)} aria-label="下一個區塊">
            <span aria-hidden="true">▼</span>
          </button>
        </div>
      </div>
      <button
        type="button"
        className={styles.top}
        data-active={scrollTopActive || undefined}
        aria-hidden={!scrollTopActive}
        tabIndex={scrollTopActive ? 0 : -1}
        onClick={() => scrollSmoothly(0)}
      >
        TOP<span className="visually-hidden">回到頁首</span>
      </button>
    </aside>
  );
}
