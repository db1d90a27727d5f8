'use client';

import { ACTIVITY_MESSAGES } from '@/lib/domain/activities';
import { useDraws } from '@/lib/hooks/use-draws';

/** Step 5 of an order not paid yet: that its red packets open once it is paid, only when it has any (read, never opened). */
export function DrawsAwaitPayment({ orderId }: { orderId: number }) {
  const { draws } = useDraws(orderId);
  return draws?.length ? <p>{ACTIVITY_MESSAGES.drawAwaitsPayment}</p> : null;
}
