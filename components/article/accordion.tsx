'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styles from './accordion.module.css';

/** How long a panel slides (ms), and how many animation frames it waits for the content's height. */
export const SLIDE_MS = 300;
export const HEIGHT_WAIT_FRAMES = 60;

type AccordionPanelProps = {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The heading level of the panel title inside its page. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A collapsible panel (spec-coverage “Public site: company content and service”: panels slide open or close and ignore clicks while a slide is
 * running; the height is awaited for up to 60 animation frames). Built on <details>, so without
 * JavaScript the panel still opens and closes and its text is in the HTML for crawlers; with
 * JavaScript the toggle is animated.
 */
export function AccordionPanel({ title, children, defaultOpen = false, headingLevel = 3 }: AccordionPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [sliding, setSliding] = useState(false);
  const slidingRef = useRef(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const cleanups = useRef<(() => void)[]>([]);

  useEffect(() => () => cleanups.current.forEach((cleanup) => cleanup()), []);

  const finish = (nextOpen: boolean) => {
    const body = bodyRef.current;
    if (body) {
      body.style.height = '';
      body.style.overflow = '';
    }
    setOpen(nextOpen);
    slidingRef.current = false;
    setSliding(false);
  };

  /** Waits until the body has a height (at most HEIGHT_WAIT_FRAMES frames), then runs `next`. */
  const whenMeasured = (next: (height: number) => void) => {
    let frames = 0;
    let handle = 0;
    const step = () => {
      const height = bodyRef.current?.scrollHeight ?? 0;
      if (height > 0 || frames >= HEIGHT_WAIT_FRAMES) {
        next(height);
        return;
      }
      frames += 1;
      handle = requestAnimationFrame(step);
    };
    step();
    cleanups.current.push(() => cancelAnimationFrame(handle));
  };

  const slide = (from: number, to: number, nextOpen: boolean) => {
    const body = bodyRef.current;
    if (body) {
      body.style.overflow = 'hidden';
      body.style.height = `${from}px`;
      // Next frame: let the browser take the start height before the transition to the end height.
      requestAnimationFrame(() => {
        if (bodyRef.current) bodyRef.current.style.height = `${to}px`;
      });
    }
    const timer = setTimeout(() => finish(nextOpen), SLIDE_MS);
    cleanups.current.push(() => clearTimeout(timer));
  };

  const onToggle = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (slidingRef.current) return;
    slidingRef.current = true;
    setSliding(true);
    if (open) {
      slide(bodyRef.current?.scrollHeight ?? 0, 0, false);
    } else {
      // Open first so the content is laid out, then slide from 0 to its measured height.
      if (detailsRef.current) detailsRef.current.open = true;
      if (bodyRef.current) bodyRef.current.style.height = '0px';
      setOpen(true);
      whenMeasured((height) => slide(0, height, true));
    }
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <details ref={detailsRef} className={styles.panel} open={open} data-sliding={sliding || undefined}>
      <summary className={styles.summary} onClick={onToggle}>
        <Heading className={styles.title}>{title}</Heading>
        <span className={styles.marker} aria-hidden="true" />
      </summary>
      <div ref={bodyRef} className={styles.body}>
        <div className={styles.inner}>{children}</div>
      </div>
    </details>
  );
}

/** A group of panels. */
export function Accordion({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.accordion} role="group" aria-label={label}>
      {children}
    </div>
  );
}
