'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import type { CartLine } from '@/lib/api/types';
import { CART_MESSAGES, isMixedCart } from '@/lib/domain/cart';
import { stepPath } from '@/lib/domain/checkout/steps';
import { useCart, useCartActions } from '@/lib/hooks/use-cart';
import { Dialog } from '@/components/member/dialog';
import { FormFailure } from '@/components/member/form-failure';
import buttons from '@/components/ui/button.module.css';
import { useToast } from '@/components/ui/toast';
import { actionErrorMessage } from './action-error';
import { CartTable } from './cart-table';
import { RemovedNotices, useRemovedNotices } from './removed-notices';
import styles from './cart.module.css';

/** Cart step 1 (spec member §2 "Cart step 1"): the member's lines, totals, reminders and the way on. */
export function CartView() {
  const { data: cart, error, mutate } = useCart();
  const actions = useCartActions();
  const removed = useRemovedNotices(cart);
  const { toast, show } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLAnchorElement>(null);
  // The pressed button is gone after a removal: keep focus in the list, or on the way on when it is empty.
  const keepFocus = () => requestAnimationFrame(() => (listRef.current ?? continueRef.current)?.focus());

  // Optimistic changes roll back by themselves; the refusal is shown, never swallowed.
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (reason) {
      setFailure(actionErrorMessage(reason));
      return false;
    }
  };

  const changeQuantity = (line: CartLine, quantity: number) => void run(() => actions.update(line, { product_quantity: quantity }));
  const removeLine = (line: CartLine) => {
    keepFocus();
    void run(() => actions.remove(line));
  };
  const clear = async () => {
    setConfirmingClear(false);
    if (!(await run(actions.clear))) return;
    show({ title: CART_MESSAGES.cleared });
    keepFocus();
  };

  if (error && !cart) {
    return (
      <div className={styles.view}>
        <FormFailure message={actionErrorMessage(error)} />
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
      <RemovedNotices lines={removed} />
      <FormFailure message={failure} />
      {lines.length ? (
        <>
          <CartTable ref={listRef} lines={lines} onQuantity={changeQuantity} onRemove={removeLine} />
          {isMixedCart(lines) ? <p className={styles.warning}>{CART_MESSAGES.mixedCart}</p> : null}
        </>
      ) : (
        <p className={styles.empty}>{CART_MESSAGES.empty}</p>
      )}
      <p className={styles.reminder}>
        {CART_MESSAGES.freeShipping}，<Link href="/service/1/8">運費說明</Link>
      </p>
      <div className={styles.actions}>
        <Link ref={continueRef} href="/product/list" className={buttons.secondary}>
          繼續購物
        </Link>
        {lines.length ? (
          <>
            <button type="button" className={buttons.secondary} onClick={() => setConfirmingClear(true)}>
              清空購物車
            </button>
            <Link href={stepPath(2)} className={buttons.primary}>
              下一步
            </Link>
          </>
        ) : null}
      </div>
      {confirmingClear ? (
        <Dialog title="確定清空購物車?" cancelLabel="取消" focusCancel onConfirm={() => void clear()} onCancel={() => setConfirmingClear(false)}>
          購物車內的所有商品都將移除。
        </Dialog>
      ) : null}
      {toast}
    </div>
  );
}
