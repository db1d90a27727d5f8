'use client';

import { getDefaultStore } from 'jotai';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { drawsOpenFor, orderOutcome } from '@/lib/domain/checkout/result';
import { isBusinessMember } from '@/lib/domain/checkout/schema';
import { ORDER_MESSAGES } from '@/lib/domain/orders/messages';
import { ORDER_VIEW_MESSAGES } from '@/lib/domain/orders/order-display';
import { splitOrderLines } from '@/lib/domain/orders/order-lines';
import { shippingFeeLineNumber } from '@/lib/domain/shipping-fee-line';
import { useMember } from '@/lib/hooks/use-member';
import { useOrder } from '@/lib/hooks/use-orders';
import { useOffices } from '@/lib/hooks/use-shop-settings';
import { orderListNoticeAtom } from '@/lib/state/orders';
import { FormFailure } from '@/components/ui/form/form-failure';
import { RedPacketSlot } from '@/components/activities/red-packet-slot';
import { OrderBuyAgain } from './order-buy-again';
import { OrderCancel } from './order-cancel';
import { OrderDelivery } from './order-delivery';
import { OrderInvoice } from './order-invoice';
import { OrderLifeNotice } from './order-life-notice';
import { OrderGiftsTable, OrderProductsTable, type FeeRow } from './order-lines-table';
import { ORDER_LIST_PATH } from '@/lib/routes/order-list';
import { OrderSummary } from './order-summary';
import { OrderTotals } from './order-totals';
import styles from './orders.module.css';
import { idFromSegment } from '@/lib/domain/record-id';

/** Why the detail cannot be shown; null while it can (an expired session has its own notice). */
function fetchFailure(id: number | null, error: unknown): string | null {
  if (id === null) return ORDER_MESSAGES.fetchFailed;
  if (!error || (error instanceof ApiError && error.isUnauthenticated)) return null;
  return error instanceof ApiError && error.status === 404
    ? ORDER_MESSAGES.fetchFailed
    : ORDER_VIEW_MESSAGES.loadFailed;
}

/**
 * /member/order/{id} (spec-coverage “Order history pages” "Order detail"), read in the browser through the BFF. A fetch
 * that fails (another member's order, a missing one, a network failure) returns to the list, which
 * announces why (spec-coverage “Order history pages”).
 */
export function OrderDetailView({ id }: { id: string }) {
  const orderId = idFromSegment(id);
  const router = useRouter();
  const { data: order, error } = useOrder(orderId);
  const { data: offices } = useOffices();
  const { data: member } = useMember();
  const [outcome, setOutcome] = useState<{ cancelled: boolean; failure: string | null }>({
    cancelled: false,
    failure: null,
  });
  const doneRef = useRef<HTMLParagraphElement>(null);
  const failure = fetchFailure(orderId, error);

  useEffect(() => {
    if (!failure) return;
    getDefaultStore().set(orderListNoticeAtom, failure);
    router.replace(ORDER_LIST_PATH);
  }, [failure, router]);

  useEffect(() => {
    if (outcome.cancelled) doneRef.current?.focus();
  }, [outcome.cancelled]);

  if (failure) return <p role="status">{failure}，返回購買紀錄…</p>;
  if (!order) return error ? <FormFailure message={ORDER_VIEW_MESSAGES.loadFailed} /> : <p role="status">載入中…</p>;

  const { products, gifts, feeLine } = splitOrderLines(order.order_items);
  const feeAmount = order.shipping_fee || (feeLine ? feeLine.price * (feeLine.product_quantity || 1) : 0);
  const fee: FeeRow | null = feeAmount
    ? { code: feeLine?.product_number ?? shippingFeeLineNumber(feeAmount) ?? '', amount: feeAmount }
    : null;
  // Until the profile is in, the order's own invoice fields say which kind of member placed it.
  const business = member ? isBusinessMember(member.identity_card) : order.invoice_accept_type !== null;

  return (
    <div className={styles.view}>
      <div role="status">
        {outcome.cancelled ? (
          <p ref={doneRef} className={styles.done} tabIndex={-1}>
            {ORDER_MESSAGES.cancelled}
          </p>
        ) : null}
      </div>
      <FormFailure message={outcome.failure} />
      <OrderSummary order={order} offices={offices} />
      <OrderLifeNotice order={order} />
      <OrderDelivery order={order} offices={offices} />
      <OrderInvoice order={order} offices={offices} business={business} />
      <section className={styles.section}>
        <h2 className={styles.heading}>購買商品</h2>
        <OrderProductsTable lines={products} fee={fee} />
      </section>
      {gifts.length ? (
        <section className={styles.section}>
          <h2 className={styles.heading}>活動贈品</h2>
          <OrderGiftsTable lines={gifts} />
        </section>
      ) : null}
      {/* Red packets open once the order is paid: an ATM order paid days after step 5 opens them here. */}
      <RedPacketSlot orderId={drawsOpenFor(orderOutcome(order)) ? String(order.id) : null} links={null} />
      <OrderTotals order={order} />
      <OrderBuyAgain orderId={order.id} products={products} />
      <div className={styles.actions}>
        <Link href={ORDER_LIST_PATH} className={styles.back}>
          返回購買紀錄
        </Link>
        <OrderCancel
          order={order}
          onCancelled={() => setOutcome({ cancelled: true, failure: null })}
          onRefused={(message) => setOutcome({ cancelled: false, failure: message })}
        />
      </div>
    </div>
  );
}
