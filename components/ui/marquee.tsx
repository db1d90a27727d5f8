'use client';

import { useEffect, useRef } from 'react';
import styles from './marquee.module.css';

/** Spec §9 marquee defaults. */
export const MARQUEE_DEFAULTS = { start: 80, speed: 60, delay: 1000 } as const;

type Props = {
  items: string[];
  /** Where the text starts, in px from the left edge. */
  start?: number;
  /** px per second. */
  speed?: number;
  /** ms before the first run. */
  delay?: number;
  label?: string;
};

/**
 * Scrolling announcement text (spec-coverage “Public site: catalogue”: start 80, 60 px/s, 1000 ms delay). The first run starts
 * 80 px in after the delay; later runs enter from the right edge. Server-rendered text; the motion
 * is a Web Animation added in the browser, skipped when the reader prefers reduced motion.
 */
export function Marquee({
  items,
  start = MARQUEE_DEFAULTS.start,
  speed = MARQUEE_DEFAULTS.speed,
  delay = MARQUEE_DEFAULTS.delay,
  label = '跑馬燈公告',
}: Props) {
  const frameRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    const text = textRef.current;
    if (!frame || !text || typeof text.animate !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let current: Animation | null = null;
    const run = (from: number, wait: number) => {
      const width = text.scrollWidth;
      current = text.animate([{ transform: `translateX(${from}px)` }, { transform: `translateX(${-width}px)` }], {
        duration: ((from + width) / speed) * 1000,
        delay: wait,
        easing: 'linear',
        fill: 'backwards',
      });
      current.onfinish = () => run(frame.clientWidth, 0);
    };
    run(start, delay);

    const pause = () => current?.pause();
    const resume = () => current?.play();
    frame.addEventListener('mouseenter', pause);
    frame.addEventListener('mouseleave', resume);
    return () => {
      frame.removeEventListener('mouseenter', pause);
      frame.removeEventListener('mouseleave', resume);
      if (current) {
        current.onfinish = null;
        current.cancel();
      }
    };
  }, [start, speed, delay, items]);

  if (items.length === 0) return null;
  return (
    <div className={styles.marquee} role="region" aria-label={label}>
      <span className={styles.badge} aria-hidden="true">
        公告
      </span>
      <div className={styles.frame} ref={frameRef}>
        <p className={styles.text} ref={textRef} style={{ transform: `translateX(${start}px)` }}>
          {items.map((item, index) => (
            <span key={index} className={styles.item}>
              {item}
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}
