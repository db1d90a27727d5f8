'use client';

import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { Cart, CartLine, RemovedCartLine } from '@/lib/contract/types';
import { cartRemovals } from '@/lib/domain/cart/removals';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { useMember } from '@/lib/hooks/use-member';

/**
 * Cart step 1 takes out the lines M §4 removes (`cartRemovals`), one DELETE each, whatever the API did on reading the
 * cart. Each removed line joins the shown cart's `removed`, so the header's badge announces it in the one list it
 * shows the API's in (once per line). A line whose DELETE is refused stays, and is not tried again on this page.
 */
export function useCartRemovals(cart: Cart | undefined, remove: (line: CartLine) => Promise<unknown>) {
  const { mutate, cache } = useSWRConfig();
  const member = useMember().data;
  const isTester = member ? member.is_tester === 1 : undefined;
  const tried = useRef(new Set<number>());
  // One removal at a time: SWR drops the result of a cart change overtaken by another.
  const queue = useRef(Promise.resolve());

  useEffect(() => {
    if (!cart) return;
    const due = cartRemovals(cart, isTester).filter((removal) => !tried.current.has(removal.id));
    due.forEach((removal) => tried.current.add(removal.id));
    queue.current = due.reduce(
      (previous, removal) =>
        previous.then(async () => {
          const line = cart.data.find((item) => item.id === removal.id)!;
          const deleted = await remove(line).then(succeeded, failed);
          const shown = cache.get(CART_KEY)?.data as Cart | undefined;
          if (deleted && shown) await mutate<Cart>(CART_KEY, announced(shown, removal), { revalidate: false });
        }),
      queue.current,
    );
  }, [cart, isTester, remove, mutate, cache]);
}

const succeeded = () => true;
const failed = () => false;
const announced = (cart: Cart, removal: RemovedCartLine): Cart => ({
  ...cart,
  removed: [...(cart.removed ?? []), removal],
});
