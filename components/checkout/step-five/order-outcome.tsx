'use client';

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ORDER_MESSAGES as M, OUTCOME_TEXTS } from '@/lib/domain/orders/messages';
import { drawsAwaitPayment, drawsOpenFor, isStandingOutcome, orderOutcome } from '@/lib/domain/checkout/result';
import { stepPath } from '@/lib/domain/checkout/steps';
import { useOrder } from '@/lib/hooks/use-orders';
import buttons from '@/components/ui/button.module.css';
import { StepBar } from '../step-bar';
import styles from '../checkout.module.css';
import { DrawsAwaitPayment } from './draws-await-payment';
import { RedPacketSlot } from '@/components/activities/red-packet-slot';
import { ResultEffects } from './result-effects';

type Props = {
  orderId: number;
  orderNo: string | null;
  /** The shop's result views, sanitized on the server: entry 0 for an order that stands, entry 1 for one that does not. */
  standingView: ReactNode;
  failedView: ReactNode;
  links: ReactNode;
};

/**
 * Step 5 for a named order (issue "Order life"): what the order is, read from GET orders/{id} through
 * the BFF, never from the query's retCode; read again every few seconds while its card payment is
 * processing. The step bar shows 5 while the order stands, 0 (交易失敗) once it does not. A failed or
 * expired card payment says the goods are back in the cart and leads there.
 */
export function OrderOutcomeView({ orderId, orderNo, standingView, failedView, links }: Props) {
  const { data: order, error } = useOrder(orderId, { poll: true });
  if (!order) {
    return (
      <>
        <StepBar current={5} />
        <div className={styles.result}>
          {error ? <p role="alert">{M.orderUnreadable}</p> : <p role="status">{M.readingOrder}</p>}
          {orderNo ? <p className={styles.orderNo}>{M.orderNumber(orderNo)}</p> : null}
          {error ? links : null}
        </div>
      </>
    );
  }
  const outcome = orderOutcome(order);
  const standing = isStandingOutcome(outcome);
  const { heading, text } = OUTCOME_TEXTS[outcome];
  return (
    <>
      <StepBar current={standing ? 5 : 0} />
      <div className={styles.result}>
        <h2 className={styles.resultTitle}>{heading}</h2>
        <p className={styles.orderNo}>{M.orderNumber(order.order_number)}</p>
        <p role="status">{text}</p>
        {drawsAwaitPayment(outcome) ? <DrawsAwaitPayment orderId={order.id} /> : null}
        {order.cart_restored ? (
          <p>
            {M.cartRestored}{' '}
            <Link href={stepPath(1)} className={buttons.primary}>
              {M.backToCart}
            </Link>
          </p>
        ) : null}
        {outcome === 'placed' || outcome === 'paid' ? standingView : standing ? null : failedView}
        <RedPacketSlot orderId={drawsOpenFor(outcome) ? String(order.id) : null} links={links} />
        {outcome === 'processing' ? null : <ResultEffects ok={standing} />}
      </div>
    </>
  );
}
