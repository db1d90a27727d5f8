'use client';

import { useState } from 'react';
import type { Product } from '@/lib/contract/types';
import { CART_MESSAGES } from '@/lib/domain/cart/messages';
import { useFavoriteActions, useFavorites } from '@/lib/hooks/use-favorites';
import type { ToastMessage } from '@/components/ui/toast';
import { refusal } from './refusal';
import styles from './product-actions.module.css';

/** A member's favourite toggle (spec-coverage “Product page: cart and favourites”; messages spec-coverage “Product page: cart and favourites”). Lucky items have none. */
export function FavoriteToggle({
  product,
  onMessage,
}: {
  product: Product;
  onMessage: (message: ToastMessage) => void;
}) {
  const { data: favorites, error } = useFavorites();
  const { add, remove } = useFavoriteActions();
  const [busy, setBusy] = useState(false);
  const isFavorite = !!favorites?.some((favorite) => favorite.product_id === product.id);

  const toggle = async () => {
    setBusy(true);
    try {
      if (isFavorite) {
        await remove(product.id);
        onMessage({
          tone: 'success',
          title: CART_MESSAGES.favouriteRemovedTitle,
          text: CART_MESSAGES.favouriteRemovedText,
        });
      } else {
        await add(product);
        onMessage({ tone: 'success', text: CART_MESSAGES.favouriteAdded });
      }
    } catch (error) {
      onMessage(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.favourite}
      disabled={(!favorites && !error) || busy}
      aria-busy={busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span> {isFavorite ? '移除最愛' : '加入最愛'}
    </button>
  );
}
