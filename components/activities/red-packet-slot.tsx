'use client';

import type { ReactNode } from 'react';
import { unopened, useDraws } from '@/lib/hooks/use-draws';
import { idFromSegment } from '@/lib/domain/record-id';
import { RedPackets } from './red-packets';

/**
 * Step 5's raffle (spec-coverage “Checkout pages” "Step 5"): the order's draws (GET activities_five/{order id}, the
 * order id from step 5's query) as five red packets, and `links` (purchase record, home) only once
 * no unopened draw remains. Reloading shows the prizes already opened. Without an order id, or when
 * the draws cannot be read, the links show at once (the member is never kept on the page).
 */
export function RedPacketSlot({ orderId, links }: { orderId: string | null; links: ReactNode }) {
  const id = orderId === null ? null : idFromSegment(orderId);
  const { draws, failed, reveal } = useDraws(id);
  const known = id === null || failed || draws !== undefined;
  const remain = draws?.some(unopened) ?? false;
  return (
    <>
      {draws?.length ? <RedPackets draws={draws} reveal={reveal} /> : null}
      {known && !remain ? links : null}
    </>
  );
}
