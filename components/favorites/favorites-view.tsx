'use client';

import { useCallback, useRef, useState } from 'react';
import type { Product } from '@/lib/contract/types';
import { CART_MESSAGES } from '@/lib/domain/cart';
import { ordinaryAddEndsInstallment } from '@/lib/domain/cart/installment';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { useFavoriteActions, useFavorites } from '@/lib/hooks/use-favorites';
import { FormFailure } from '@/components/ui/form/form-failure';
import { refusal } from '@/components/product/refusal';
import buttons from '@/components/ui/button.module.css';
import { Confirm } from '@/components/ui/modal';
import { Toast, type ToastMessage } from '@/components/ui/toast';
import { FavoritesTable } from './favorites-table';
import styles from './favorites.module.css';

/** /member/favorite (spec-coverage “Member area: favourites and cart step 1”): the table, add to cart (quantity 1), removal after 確定移除?. */
export function FavoritesView() {
  const { data: favorites, error, mutate } = useFavorites();
  const { data: cart } = useCart();
  const favoriteActions = useFavoriteActions();
  const cartActions = useCartActions();
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const dismiss = useCallback(() => setMessage(null), []);
  const [removing, setRemoving] = useState<Product | null>(null);
  /** An add waiting for the answer to CART_MESSAGES.installmentLost. */
  const [adding, setAdding] = useState<Product | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);

  const addToCart = async (product: Product, confirmed = false) => {
    if (!confirmed && cart && ordinaryAddEndsInstallment(cart.data)) return setAdding(product);
    setMessage(null);
    try {
      const outcome = await cartActions.add(product, { product_id: product.id, product_quantity: 1 });
      setMessage(
        outcome === 'added'
          ? { tone: 'success', text: CART_MESSAGES.added }
          : { tone: 'error', text: CART_MESSAGES.outOfStock(product.name) },
      );
    } catch (reason) {
      setMessage(refusal(reason));
    }
  };

  const keep = () => {
    setRemoving(null);
    setMessage({ tone: 'success', title: CART_MESSAGES.favouriteKeptTitle, text: CART_MESSAGES.favouriteKeptText });
  };

  const remove = async (product: Product) => {
    setRemoving(null);
    setMessage(null);
    // The pressed button leaves with its row: focus stays in the list (or on the empty text).
    requestAnimationFrame(() => (listRef.current ?? emptyRef.current)?.focus());
    try {
      await favoriteActions.remove(product.id);
      setMessage({
        tone: 'success',
        title: CART_MESSAGES.favouriteRemovedTitle,
        text: CART_MESSAGES.favouriteRemovedText,
      });
    } catch (reason) {
      setMessage(refusal(reason));
    }
  };

  let body;
  if (error && !favorites) {
    body = (
      <>
        <FormFailure message={refusal(error).text} />
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
    body = (
      <FavoritesTable
        ref={listRef}
        favorites={favorites}
        onAddToCart={(product) => void addToCart(product)}
        onRemove={setRemoving}
      />
    );
  }

  return (
    <div className={styles.view}>
      {body}
      {removing ? (
        <Confirm title={CART_MESSAGES.favouriteRemoveConfirm} onConfirm={() => void remove(removing)} onCancel={keep}>
          {removing.name}
        </Confirm>
      ) : null}
      {adding ? (
        <Confirm
          title="加入一般商品"
          confirmLabel="確定加入"
          onConfirm={() => {
            setAdding(null);
            void addToCart(adding, true);
          }}
          onCancel={() => setAdding(null)}
        >
          {CART_MESSAGES.installmentLost}
        </Confirm>
      ) : null}
      <Toast message={message} onDismiss={dismiss} />
    </div>
  );
}
