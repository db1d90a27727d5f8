import type { Favorite } from '@/lib/contract/types';

/**
 * The `{id}` of `DELETE user/favorites/{id}` for a product's favourite (M §7 names it `{id}`; issue 50, D14): the
 * favourite record's id when the page holds it, else the product's id, which the embedded API reads too. A
 * favourite shown before the API answered its add has a made-up (negative) id, never sent.
 */
export function favoriteIdToRemove(
  favorites: readonly Pick<Favorite, 'id' | 'product_id'>[],
  productId: number,
): number {
  const kept = favorites.find((favorite) => favorite.product_id === productId && favorite.id > 0);
  return kept ? kept.id : productId;
}
