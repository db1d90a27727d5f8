'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { call, dataOf } from '@/lib/api/call';
import { ApiError, isAbsentCall } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import type { Cart, CartLine } from '@/lib/contract/types';
import type { CartLineUpdate } from '@/lib/domain/cart/request';
import { CART_MESSAGES } from '@/lib/domain/cart';
import { lineEditSteps } from '@/lib/domain/cart/line-edit';
import {
  addLine,
  CART_KEY,
  cartForInstallments,
  deleteLine,
  EMPTY_CART,
  getCart,
  replaceLine,
  useShownCart,
} from './use-cart';

/*
 * The cart page's line change, apart from lib/hooks/use-cart.ts: the header's badge loads that module on every
 * catalogue page, where each byte of first-load JavaScript counts; only the cart page changes a line.
 */

// The PUT's own 404s (the line or its product missing) are a refusal of an API that has the call.
const LINE_UPDATE_REFUSALS: readonly string[] = [CART_MESSAGES.lineMissing, CART_MESSAGES.productMissing];
const lacksLineUpdate = (error: unknown) =>
  isAbsentCall(error) && !LINE_UPDATE_REFUSALS.includes((error as ApiError).message);

/**
 * A line's change made with the spec's calls (`lineEditSteps`) where the API has not PUT user/shopping-carts/{id}
 * (decision 0164), then the cart read again. A refusal part-way comes back with that cart, which shows what the
 * steps made; a product out of stock is refused as the PUT refuses it.
 */
async function editWithSpecCalls(line: CartLine, change: CartLineUpdate): Promise<{ cart: Cart; refusal?: unknown }> {
  try {
    for (const step of lineEditSteps(line, change)) {
      if ('remove' in step) await deleteLine(step.remove);
      else if (!(await addLine(step.add))) throw new ApiError(422, CART_MESSAGES.outOfStock(line.products.name));
    }
  } catch (refusal) {
    return { cart: await getCart().catch(() => Promise.reject(refusal)), refusal };
  }
  return { cart: change.is_installment === 1 ? await cartForInstallments() : await getCart() };
}

/**
 * Changes a cart line (a quantity, a lucky line's personalisation), optimistic and rolled back on a refusal,
 * which is thrown to the caller as useCartActions' changes are.
 */
export function useCartLineUpdate() {
  const { mutate } = useSWRConfig();
  const shown = useShownCart();
  return useCallback(
    async (line: CartLine, change: CartLineUpdate) => {
      let refusal: unknown;
      await mutate<Cart>(
        CART_KEY,
        async () => {
          const answer = await call(bffApi(), 'PUT user/shopping-carts/{id}', {
            params: { id: line.id },
            body: change,
          })
            .then(dataOf)
            .catch((error: unknown) => {
              if (lacksLineUpdate(error)) return null;
              throw error;
            });
          if (!answer) {
            const edited = await editWithSpecCalls(line, change);
            refusal = edited.refusal;
            return edited.cart;
          }
          if (change.is_installment === 1) return cartForInstallments();
          return replaceLine(shown(), line.id, answer);
        },
        {
          optimisticData: (_, current = EMPTY_CART) =>
            replaceLine(current, line.id, { ...line, ...change } as CartLine),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      if (refusal) throw refusal;
    },
    [mutate, shown],
  );
}
