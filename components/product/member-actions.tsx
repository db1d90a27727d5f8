'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import type { Product } from '@/lib/contract/types';
import type { CartAddInput } from '@/lib/domain/cart/request';
import { afterPaint } from '@/lib/after-paint';
import { ordinaryAddEndsInstallment } from '@/lib/domain/cart/installment';
import { lineLimit } from '@/lib/domain/cart/line-limit';
import { CART_MESSAGES } from '@/lib/domain/cart/messages';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { Confirm } from '@/components/ui/modal';
import { Toast, type ToastMessage } from '@/components/ui/toast';
import type { LuckyFormValues } from '@/components/product/use-lucky-form';
import { BuyOnLoad } from './buy-on-load';
import { FavoriteToggle } from './favorite-toggle';
import { QuantityStepper } from './quantity-stepper';
import { refusal } from './refusal';
import styles from './product-actions.module.css';

// Formik, yup and the chart rules load only when a member opens the form.
const LuckyForm = lazy(() =>
  import('@/components/product/lucky-form').then((module) => ({ default: module.LuckyForm })),
);

/**
 * A member's product actions: quantity (capped by the line limit), add to cart, favourite toggle,
 * the personalisation form for lucky items, ?action=buy, and the toasts (spec-coverage “Product page: cart and favourites”;
 * member §4, §5). Every add is optimistic in the cart (badge) and confirmed or rolled back by the API.
 */
export function MemberActions({ product }: { product: Product }) {
  const limit = lineLimit(product);
  const lucky = isLuckyProductNumber(product.product_number);
  const { data: cart, error: cartError } = useCart();
  const { add } = useCartActions();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  /** An ordinary add waiting for the answer to CART_MESSAGES.installmentLost. */
  const [pending, setPending] = useState<number | null>(null);
  const dismiss = useCallback(() => setMessage(null), []);
  const inCart =
    cart?.data
      .filter((line) => line.product_id === product.id && !line.is_lucky)
      .reduce((sum, line) => sum + line.product_quantity, 0) ?? 0;

  /** Adds; an API refusal is thrown to the caller. */
  const send = async (input: CartAddInput) => {
    const outcome = await add(product, input);
    setMessage(
      outcome === 'added'
        ? { tone: 'success', text: CART_MESSAGES.added }
        : { tone: 'error', text: CART_MESSAGES.outOfStock(product.name) },
    );
  };

  const addOrdinary = async (count: number, confirmed = false) => {
    if (!confirmed && cart && ordinaryAddEndsInstallment(cart.data)) return setPending(count);
    setBusy(true);
    setMessage(null);
    try {
      // The tap paints the button's busy state first; the optimistic cart (badge, 購物車內已有) follows.
      await afterPaint();
      await send({ product_id: product.id, product_quantity: count });
    } catch (error) {
      setMessage(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  const addLucky = async (values: LuckyFormValues) => {
    setMessage(null);
    await send({ ...values, product_id: product.id, product_quantity: 1 });
    setFormOpen(false);
  };

  const start = () => (lucky ? setFormOpen(true) : void addOrdinary(quantity));
  /** ?action=buy: one of an ordinary product, or the form of a lucky one. */
  const buyOnce = () => (lucky ? setFormOpen(true) : void addOrdinary(1));

  return (
    <div className={styles.member}>
      <QuantityStepper limit={limit} value={quantity} onChange={setQuantity} />
      {inCart > 0 ? <p className={styles.hint}>購物車內已有 {inCart} 件</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.cart}
          disabled={limit <= 0 || busy}
          aria-busy={busy}
          aria-haspopup={lucky ? 'dialog' : undefined}
          onClick={start}
        >
          {limit <= 0 ? CART_MESSAGES.soldOut : '加入購物車'}
        </button>
        {lucky ? null : <FavoriteToggle product={product} onMessage={setMessage} />}
      </div>

      <Suspense fallback={null}>
        <BuyOnLoad
          productId={product.id}
          member
          ready={cart !== undefined || cartError !== undefined}
          onBuy={buyOnce}
        />
      </Suspense>

      {formOpen ? (
        <Suspense fallback={null}>
          <LuckyForm product={product} onSubmit={addLucky} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
      {pending !== null ? (
        <Confirm
          title="加入一般商品"
          confirmLabel="確定加入"
          onConfirm={() => {
            setPending(null);
            void addOrdinary(pending, true);
          }}
          onCancel={() => setPending(null)}
        >
          {CART_MESSAGES.installmentLost}
        </Confirm>
      ) : null}
      <Toast message={message} onDismiss={dismiss} />
    </div>
  );
}
