'use client';

import { useRef, useState } from 'react';
import type { Order } from '@/lib/contract/types';
import { ORDER_MESSAGES } from '@/lib/domain/orders/messages';
import { canCancel } from '@/lib/domain/orders/status';
import { useCancelOrder } from '@/lib/hooks/use-orders';
import { userMessage } from '@/lib/api/errors';
import { Confirm } from '@/components/ui/modal';
import styles from './orders.module.css';

type Props = {
  order: Order;
  onCancelled: () => void;
  /** A refusal: the API's message (此訂單狀態已無法取消 …). */
  onRefused: (message: string) => void;
};

/**
 * Cancel (spec-coverage “Order history pages”): offered while canCancel(status, payment) (ATM below 4, other payments below
 * 5); asks 確定取消訂單? in a modal dialog first. The API checks the rule again.
 */
export function OrderCancel({ order, onCancelled, onRefused }: Props) {
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!canCancel(order.order_status, order.payment)) return null;

  const confirm = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await cancel(order.id);
      onCancelled();
      setBusy(false);
    } catch (reason) {
      onRefused(userMessage(reason));
      setBusy(false);
      // The button was disabled while the dialog handed focus back; give it back now.
      requestAnimationFrame(() => buttonRef.current?.focus());
    }
  };

  return (
    <>
      <button ref={buttonRef} type="button" className={styles.cancel} disabled={busy} onClick={() => setAsking(true)}>
        {busy ? '取消中…' : '取消訂單'}
      </button>
      {asking ? (
        <Confirm
          title={ORDER_MESSAGES.cancelConfirm}
          confirmLabel="確定"
          cancelLabel="返回"
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          訂單編號 {order.order_number}
        </Confirm>
      ) : null}
    </>
  );
}
