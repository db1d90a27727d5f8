'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { addFavorite, listFavorites, removeFavorite } from '@/lib/api/cart';
import { bffApi } from '@/lib/api/member-browser';
import type { Favorite, Product } from '@/lib/api/types';
import { takeLoaded } from './member-data';
import { useSignedIn } from './use-signed-in';

export const FAVORITES_KEY = 'member/favorites';

const noRetry = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** The member's favourites (GET user/favorites); nothing is fetched for a visitor. */
export function useFavorites() {
  const signedIn = useSignedIn();
  return useSWR(signedIn ? FAVORITES_KEY : null, () => takeLoaded('favorites', () => listFavorites(bffApi())), noRetry);
}

/** Add and remove, optimistic and confirmed by the API (rolled back, and the ApiError thrown, on refusal). */
export function useFavoriteActions() {
  const { mutate } = useSWRConfig();

  const add = useCallback(
    (product: Product) =>
      mutate<Favorite[]>(
        FAVORITES_KEY,
        async (current = []) => {
          const favorite = await addFavorite(bffApi(), product.id);
          return [...current.filter((item) => item.product_id !== product.id), favorite];
        },
        {
          optimisticData: (current = []) => [...current, { id: -Date.now(), product_id: product.id, created_at: new Date().toISOString(), products: product }],
          rollbackOnError: true,
          revalidate: false,
        },
      ),
    [mutate],
  );

  const remove = useCallback(
    (productId: number) =>
      mutate<Favorite[]>(
        FAVORITES_KEY,
        async (current = []) => {
          await removeFavorite(bffApi(), productId);
          return current.filter((item) => item.product_id !== productId);
        },
        { optimisticData: (current = []) => current.filter((item) => item.product_id !== productId), rollbackOnError: true, revalidate: false },
      ),
    [mutate],
  );

  return { add, remove };
}
