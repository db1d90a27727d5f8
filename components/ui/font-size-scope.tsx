'use client';

import { createContext, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { FONT_SIZE } from '@/components/ui/font-size';

type FontSizeState = { size: number; setSize: (size: number) => void };

const FontSizeContext = createContext<FontSizeState | null>(null);

/**
 * Holds the reader's chosen font size for one page and exposes it as the CSS variable
 * --font-size-content; text that should follow it uses `font-size: var(--font-size-content)`.
 * Server components may be passed as children: only the size lives on the client.
 */
export function FontSizeScope({ children, className }: { children: ReactNode; className?: string }) {
  const [size, setSize] = useState<number>(FONT_SIZE.initial);
  const state = useMemo(() => ({ size, setSize }), [size]);
  const style = { '--font-size-content': `${size}px` } as CSSProperties;
  return (
    <FontSizeContext.Provider value={state}>
      <div className={className} style={style}>
        {children}
      </div>
    </FontSizeContext.Provider>
  );
}

export function useFontSize(): FontSizeState {
  const state = useContext(FontSizeContext);
  if (!state) throw new Error('useFontSize needs a <FontSizeScope> around it');
  return state;
}
