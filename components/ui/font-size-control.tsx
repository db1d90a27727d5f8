'use client';

import { FONT_SIZE, nextFontSize, prevFontSize } from '@/components/ui/font-size';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useFontSize } from './font-size-scope';
import styles from './font-size-control.module.css';

/**
 * The A− / A+ buttons of content pages (spec-coverage “Platform”: 16 by default, step 2, 14 to 24). Their names
 * start with the text on them, so a voice user who says "A+" reaches the button (WCAG 2.5.3). They
 * are disabled until the page's scripts run, when a press would do nothing.
 */
export function FontSizeControl({ className }: { className?: string }) {
  const { size, setSize } = useFontSize();
  const hydrated = useHydrated();
  return (
    <div className={[styles.control, className].filter(Boolean).join(' ')} role="group" aria-label="字級調整">
      <button
        type="button"
        className={styles.button}
        onClick={() => setSize(prevFontSize(size))}
        disabled={!hydrated || size <= FONT_SIZE.min}
      >
        A−<span className="visually-hidden"> 縮小字級</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label="目前字級">
        {size}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={() => setSize(nextFontSize(size))}
        disabled={!hydrated || size >= FONT_SIZE.max}
      >
        A+<span className="visually-hidden"> 放大字級</span>
      </button>
    </div>
  );
}
