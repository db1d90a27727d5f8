'use client';

import { useRef, useState } from 'react';
import type { Product } from '@/lib/api/types';
import { CART_MESSAGES } from '@/lib/domain/cart';
import { useCartActions } from '@/lib/hooks/use-cart';
import { useFavoriteActions, useFavorites } from '@/lib/hooks/use-favorites';
import { actionErrorMessage } from '@/components/cart/action-error';
import { Dialog } from '@/components/member/dialog';
import { FormFailure } from '@/components/member/form-failure';
import buttons from '@/components/ui/button.module.css';
import { useToast } from '@/components/ui/toast';
import { FavoritesTable } from './favorites-table';
import styles from './favorites.module.css';

/** /member/favorite (spec member §2, §8): the table, add to cart (quantity 1), removal after 確定移除?. */
export function FavoritesView() {
  const { data: favorites, error, mutate } = useFavorites();
  const favoriteActions = useFavoriteActions();
  const cartActions = useCartActions();
  const { toast, show } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Product | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);

  const addToCart = async (product: Product) => {
    setFailure(null);
    try {
      const outcome = await cartActions.add(product, { product_id: product.id, product_quantity: 1 });
      show({ title: outcome === 'added' ? CART_MESSAGES.added : CART_MESSAGES.outOfStock(product.name) });
    } catch (reason) {
      setFailure(actionErrorMessage(reason));
    }
  };

  const keep = () => {
    setRemoving(null);
    show({ title: CART_MESSAGES.favouriteKeptTitle, text: CART_MESSAGES.favouriteKeptText });
  };

  const remove = async (product: Product) => {
    setRemoving(null);
    setFailure(null);
    // The pressed button leaves with its row: focus stays in the list (or on the empty text).
    requestAnimationFrame(() => (listRef.current ?? emptyRef.current)?.focus());
    try {
      await favoriteActions.remove(product.id);
      show({ title: CART_MESSAGES.favouriteRemovedTitle, text: CART_MESSAGES.favouriteRemovedText });
    } catch (reason) {
      setFailure(actionErrorMessage(reason));
    }
  };

  let body;
  if (error && !favorites) {
    body = (
      <>
        <FormFailure message={actionErrorMessage(error)} />
        <button type="button" className={buttons.secondary} onClick={() => void mutate()}>
          重新載入
        </button>
      </>
    );
  } else if (!favorites) {
    body = <p role="status">載入中…</p>;
  } else if (!favorites.length) {
    body = (
      <p ref={emptyRef} className={styles.empty} tabIndex={-1}>
        {CART_MESSAGES.favouritesEmpty}
      </p>
    );
  } else {
    body = <FavoritesTable ref={listRef} favorites={favorites} onAddToCart={(product) => void addToCart(product)} onRemove={setRemoving} />;
  }

  return (
    <div className={styles.view}>
      <FormFailure message={failure} />
      {body}
      {removing ? (
        <Dialog title={CART_MESSAGES.favouriteRemoveConfirm} cancelLabel="取消" focusCancel onConfirm={() => void remove(removing)} onCancel={keep}>
          {removing.name}
        </Dialog>
      ) : null}
      {toast}
    </div>
  );
}
