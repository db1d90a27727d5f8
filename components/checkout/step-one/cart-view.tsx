'use client';

import { Link } from '@/components/ui/link';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { CartLine } from '@/lib/contract/types';
import { CART_MESSAGES, isMixedCart } from '@/lib/domain/cart';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { useCartLineUpdate } from '@/lib/hooks/use-cart-line-update';
import { FormFailure } from '@/components/ui/form/form-failure';
import { refusal } from '@/components/product/refusal';
import buttons from '@/components/ui/button.module.css';
import { Confirm } from '@/components/ui/modal';
import { Toast, type ToastMessage } from '@/components/ui/toast';
import type { LuckyFormValues } from '@/components/product/use-lucky-form';
import { CartGifts } from './cart-gifts';
import { CartTable } from './cart-table';
import { CartTotals } from './cart-totals';
import { NextRewards } from './next-rewards';
import { StepOneNextButton } from './next-button';
import { useCartRemovals } from './use-cart-removals';
import checkout from '../checkout.module.css';
import styles from './step-one.module.css';

// Formik, yup and the chart rules load only when a member edits a lucky line.
const LuckyForm = lazy(() =>
  import('@/components/product/lucky-form').then((module) => ({ default: module.LuckyForm })),
);

/** Cart step 1 (spec-coverage “Member area: favourites and cart step 1” "Cart step 1"): the member's lines, totals, reminders and the way on. */
export function CartView() {
  const { data: cart, error, mutate } = useCart();
  const actions = useCartActions();
  const updateLine = useCartLineUpdate();
  useCartRemovals(cart, actions.remove);
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const dismiss = useCallback(() => setMessage(null), []);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [editing, setEditing] = useState<CartLine | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLAnchorElement>(null);
  // The pressed button is gone after a removal: keep focus in the list, or on the way on when it is empty.
  const keepFocus = () => requestAnimationFrame(() => (listRef.current ?? continueRef.current)?.focus());

  // Optimistic changes roll back by themselves; the refusal is shown, never swallowed.
  const run = async (action: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await action();
      return true;
    } catch (reason) {
      setMessage(refusal(reason));
      return false;
    }
  };

  const changeQuantity = (line: CartLine, quantity: number) =>
    void run(() => updateLine(line, { product_quantity: quantity }));
  const removeLine = (line: CartLine) => {
    keepFocus();
    return run(() => actions.remove(line));
  };
  const clear = async () => {
    setConfirmingClear(false);
    if (!(await run(actions.clear))) return;
    setMessage({ tone: 'success', text: CART_MESSAGES.cleared });
    keepFocus();
  };
  /** The form shows a refusal itself and stays open; 12 instalments take the ordinary lines out (useCartLineUpdate). */
  const saveLucky = async (line: CartLine, values: LuckyFormValues) => {
    await updateLine(line, values);
    setEditing(null);
  };

  if (error && !cart) {
    return (
      <div className={styles.view}>
        <FormFailure message={refusal(error).text} />
        <button type="button" className={buttons.secondary} onClick={() => void mutate()}>
          重新載入
        </button>
      </div>
    );
  }
  if (!cart) return <p role="status">載入中…</p>;

  const lines = cart.data;
  return (
    <div className={styles.view}>
      {lines.length ? (
        <>
          <CartTable
            ref={listRef}
            lines={lines}
            onQuantity={changeQuantity}
            onRemove={removeLine}
            onEdit={setEditing}
          />
          <CartGifts lines={lines} />
          <NextRewards lines={lines} />
          {isMixedCart(lines) ? <p className={checkout.warning}>{CART_MESSAGES.mixedCart}</p> : null}
        </>
      ) : (
        <p className={styles.empty}>{CART_MESSAGES.empty}</p>
      )}
      <p className={styles.reminder}>
        {CART_MESSAGES.freeShipping}，<Link href="/service/1/8">運費說明</Link>
      </p>
      {lines.length ? <CartTotals lines={lines} /> : null}
      <div className={styles.actions}>
        <Link ref={continueRef} href="/product/list" className={buttons.secondary}>
          繼續購物
        </Link>
        {lines.length ? (
          <>
            <button type="button" className={buttons.secondary} onClick={() => setConfirmingClear(true)}>
              清空購物車
            </button>
            <StepOneNextButton lines={lines} />
          </>
        ) : null}
      </div>
      {confirmingClear ? (
        <Confirm title="確定清空購物車?" onConfirm={() => void clear()} onCancel={() => setConfirmingClear(false)}>
          購物車內的所有商品都將移除。
        </Confirm>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <LuckyForm
            product={editing.products}
            initial={editing}
            onSubmit={(values) => saveLucky(editing, values)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <Toast message={message} onDismiss={dismiss} />
    </div>
  );
}
