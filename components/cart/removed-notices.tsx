'use client';

import { useEffect, useState } from 'react';
import type { Cart, RemovedCartLine } from '@/lib/contract/types';

/** Removed lines already announced in this tab (line ids are never reused), so a return does not repeat them. */
const announced = new Set<number>();

/**
 * The lines the API took out of the cart while reading it (spec-coverage “Member area: favourites and cart step 1”): each out-of-stock
 * message is shown once (the header's cart badge shows it, on whichever page the read happened). Lines removed as unavailable are
 * not mentioned (shown to nobody). The cached cart is left alone: rewriting it would cut across
 * changes still on their way.
 */
export function useRemovedNotices(cart: Cart | undefined): RemovedCartLine[] {
  const [seen, setSeen] = useState<{ source?: RemovedCartLine[]; lines: RemovedCartLine[] }>({ lines: [] });
  const removed = cart?.removed;
  if (removed && removed !== seen.source) {
    const fresh = removed.filter(
      (line) =>
        line.reason === 'out_of_stock' && !announced.has(line.id) && !seen.lines.some((shown) => shown.id === line.id),
    );
    setSeen({ source: removed, lines: [...seen.lines, ...fresh] });
  }
  useEffect(() => seen.lines.forEach((line) => announced.add(line.id)), [seen.lines]);
  return seen.lines;
}
