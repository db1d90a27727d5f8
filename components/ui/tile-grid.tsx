import type { ComponentProps } from 'react';
import styles from './tile-grid.module.css';

/** How many columns a list of tiles has at each width (tile-grid.module.css). */
export type TileLayout = 'products' | 'categories' | 'ebooks' | 'columns' | 'sections';

type Props = ComponentProps<'ul'> & { layout: TileLayout };

/** A list laid out as a grid of tiles; its items are the tiles. */
export function TileGrid({ layout, className, ...list }: Props) {
  return <ul {...list} className={[styles.grid, styles[layout], className].filter(Boolean).join(' ')} />;
}
