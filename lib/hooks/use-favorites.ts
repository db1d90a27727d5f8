'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call, dataOf, recordOrNull } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { Favorite, Product } from '@/lib/contract/types';
import { favoriteIdToRemove } from '@/lib/domain/favorites';
import { takeLoaded } from './member-data';
import { READ_OPTIONS } from './read-options';
import { useSignedIn } from './use-signed-in';

export const FAVORITES_KEY = 'member/favorites';

const loadFavorites = () => call(bffApi(), 'GET user/favorites').then(dataOf);

/** The member's favourites (GET user/favorites); nothing is fetched for a visitor. */
export function useFavorites() {
  const signedIn = useSignedIn();
  return useSWR(signedIn ? FAVORITES_KEY : null, () => takeLoaded('favorites', loadFavorites), READ_OPTIONS);
}

/** Add and remove, optimistic and confirmed by the API (rolled back, and the ApiError thrown, on refusal). */
export function useFavoriteActions() {
  const { mutate, cache } = useSWRConfig();
  // The list as shown, not SWR's last confirmed one: a change made while another is on its way must not undo it.
  const shown = useCallback(() => (cache.get(FAVORITES_KEY)?.data as Favorite[] | undefined) ?? [], [cache]);

  const add = useCallback(
    (product: Product) =>
      mutate<Favorite[]>(
        FAVORITES_KEY,
        async () => {
          const favorite = await call(bffApi(), 'POST user/favorites', { body: { product_id: product.id } }).then(
            recordOrNull,
          );
          // Without the favourite in the answer (the spec does not show it), the list is read again.
          if (!favorite) return loadFavorites();
          return [...shown().filter((item) => item.product_id !== product.id), favorite];
        },
        {
          optimisticData: (_, current = []) => [
            ...current,
            { id: -Date.now(), product_id: product.id, created_at: new Date().toISOString(), products: product },
          ],
          rollbackOnError: true,
          revalidate: false,
        },
      ),
    [mutate, shown],
  );

  /** Removes the favourite of a product: by the favourite's own id when the list holds it (`favoriteIdToRemove`). */
  const remove = useCallback(
    (productId: number) => {
      const id = favoriteIdToRemove(shown(), productId);
      return mutate<Favorite[]>(
        FAVORITES_KEY,
        async () => {
          await call(bffApi(), 'DELETE user/favorites/{id}', { params: { id } });
          return shown().filter((item) => item.product_id !== productId);
        },
        {
          optimisticData: (_, current = []) => current.filter((item) => item.product_id !== productId),
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },
    [mutate, shown],
  );

  return { add, remove };
}
