'use client';

import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Cart, RemovedCartLine } from '@/lib/api/types';
import { CART_KEY } from '@/lib/hooks/use-cart';
import styles from './cart.module.css';

/**
 * The lines the API took out of the cart while reading it (spec member §4). Each out-of-stock
 * message is shown once: it is kept here and taken out of the cached cart, so returning to the page
 * does not show it again. Lines removed as unavailable are not mentioned (shown to nobody).
 */
export function useRemovedNotices(cart: Cart | undefined): RemovedCartLine[] {
  const { mutate } = useSWRConfig();
  const [shown, setShown] = useState<RemovedCartLine[]>([]);
  const removed = cart?.removed ?? [];
  const fresh = removed.filter((line) => line.reason === 'out_of_stock' && !shown.some((seen) => seen.id === line.id));
  if (fresh.length) setShown([...shown, ...fresh]);

  const pending = removed.length > 0;
  useEffect(() => {
    if (pending) void mutate<Cart>(CART_KEY, (current) => current && { ...current, removed: [] }, { revalidate: false });
  }, [pending, mutate]);
  return shown;
}

export function RemovedNotices({ lines }: { lines: RemovedCartLine[] }) {
  return (
    <div role="alert">
      {lines.length ? (
        <ul className={styles.notices}>
          {lines.map((line) => (
            <li key={line.id}>{line.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
