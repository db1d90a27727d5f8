'use client';

import {
  Children,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import type { CarouselApi } from './carousel-engine';
import styles from './carousel.module.css';

// Embla (about 9 kB gzip) loads when a carousel comes near the screen, not with the page.
const CarouselEngine = lazy(() => import('./carousel-engine').then((module) => ({ default: module.CarouselEngine })));

/** Slides per view from narrow to wide: below 576, from 576, from 768, from 992 px. */
export type PerView = { base: number; sm?: number; md?: number; lg?: number };

type Props = {
  /** Names the carousel for assistive technology, e.g. 首頁輪播. */
  label: string;
  children: ReactNode;
  perView?: PerView;
  /** Milliseconds between automatic slides; off when omitted. */
  autoplayDelay?: number;
  dots?: boolean;
  arrows?: boolean;
  loop?: boolean;
  /**
   * Embla's scroll duration, not milliseconds: components/ui/carousel-motion.ts turns a time into it
   * (the banner's 300 ms is BANNER_EMBLA_DURATION).
   */
  duration?: number;
  className?: string;
};

/** True once `ref`'s element comes within a screen height of the viewport; stays true. */
function useNearViewport(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/**
 * The shop's carousel (embla). The server renders every slide at its final width (CSS custom
 * properties per breakpoint), so the HTML is complete without JavaScript and nothing shifts when
 * the script takes over. Embla measures its slides when it starts, which forces a layout: a
 * carousel further down the page starts only when it comes near the screen.
 */
export function Carousel({
  label,
  children,
  perView = { base: 1 },
  autoplayDelay,
  dots = false,
  arrows = false,
  loop = false,
  duration = 25,
  className,
}: Props) {
  const slides = Children.toArray(children);
  const rootRef = useRef<HTMLElement>(null);
  const active = useNearViewport(rootRef);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);

  const sync = useCallback(() => {
    if (!embla || !active) return;
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla, active]);

  useEffect(() => {
    if (!embla) return;
    // Read the initial state on the next frame: embla has already initialised by then.
    const frame = requestAnimationFrame(sync);
    embla.on('select', sync).on('reInit', sync);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const style = {
    '--per-view': perView.base,
    '--per-view-sm': perView.sm ?? perView.base,
    '--per-view-md': perView.md ?? perView.sm ?? perView.base,
    '--per-view-lg': perView.lg ?? perView.md ?? perView.sm ?? perView.base,
  } as CSSProperties;

  return (
    <section
      ref={rootRef}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`第 ${index + 1} 張，共 ${slides.length} 張`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* The arrows and dots wait for the engine: before embla attaches, a click would be lost. */}
      {arrows && slides.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => embla?.scrollPrev()}
            disabled={!embla || !canPrev}
            aria-label="上一張"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => embla?.scrollNext()}
            disabled={!embla || !canNext}
            aria-label="下一張"
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      {dots && snapCount > 1 ? (
        <div className={styles.dots}>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`顯示第 ${index + 1} 張`}
              aria-current={index === selected ? 'true' : undefined}
              disabled={!embla}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
      {active && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            loop={loop}
            duration={duration}
            autoplayDelay={autoplayDelay}
            onApi={setEmbla}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
