'use client';

import { useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';

/**
 * Links the map and the list of service bases both ways (spec-coverage “Public site: company content and service”): pointing at (or focusing) a base
 * row highlights its county on the map, and pointing at a county highlights its rows. The map and
 * the list stay server-rendered; this wrapper only toggles `data-highlighted` on every element
 * whose `data-city` is the one pointed at.
 */
export function StrongholdHighlight({ children, className }: { children: ReactNode; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const active = useRef<string | null>(null);

  const highlight = (city: string | null) => {
    if (active.current === city) return;
    active.current = city;
    root.current?.querySelectorAll<Element>('[data-city]').forEach((element) => {
      element.toggleAttribute('data-highlighted', city !== null && element.getAttribute('data-city') === city);
    });
  };

  const fromEvent = (event: MouseEvent | FocusEvent) =>
    highlight((event.target as Element).closest?.('[data-city]')?.getAttribute('data-city') ?? null);

  return (
    <div
      ref={root}
      className={className}
      onMouseOver={fromEvent}
      onMouseLeave={() => highlight(null)}
      onFocus={fromEvent}
      onBlur={() => highlight(null)}
    >
      {children}
    </div>
  );
}
