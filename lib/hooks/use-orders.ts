'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { bffApi } from '@/lib/api/member-browser';
import { call, dataOf, pageOf, recordOrNull } from '@/lib/api/call';
import type { Order } from '@/lib/contract/types';
import { ORDER_STATUS_CODE } from '@/lib/domain/orders/status';
import { READ_OPTIONS } from './read-options';
import { takeLoaded } from './member-data';
import { taipeiDate } from '@/lib/domain/clock';
import { orderDateLimits } from '@/lib/domain/orders/order-dates';
import { ordersApiQuery } from '@/lib/routes/order-list';

/** SWR keys of the member's orders (member data: fetched through the BFF, never cached by the server). */
export const ORDER_KEYS = { search: 'member/orders/search', order: 'member/orders' } as const;

export type OrderSearch = { page: number; from: string; to: string };

/** One page of the member's orders within a date range (GET orders/search). */
export function useOrderSearch({ page, from, to }: OrderSearch) {
  return useSWR(
    [ORDER_KEYS.search, page, from, to],
    () => {
      const load = () =>
        call(bffApi(), 'GET orders/search', { query: ordersApiQuery({ page, from, to }) }).then(pageOf);
      // The first page of the whole range is what login requested already (member-data.ts).
      const { min, max } = orderDateLimits(taipeiDate(new Date()));
      return page === 1 && from === min && to === max ? takeLoaded('orders', load) : load();
    },
    { ...READ_OPTIONS, keepPreviousData: true },
  );
}

/** How often step 5 reads a card order again while the gateway has not said yet (it expires by itself after 30 minutes). */
export const PROCESSING_POLL_MS = 5000;

/** One order (GET orders/{id}); null fetches nothing. `poll`: read it again while its card payment is processing. */
export function useOrder(id: number | null, { poll = false } = {}) {
  return useSWR(
    id === null ? null : [ORDER_KEYS.order, id],
    () => call(bffApi(), 'GET orders/{id}', { params: { id: id as number } }).then(dataOf),
    {
      ...READ_OPTIONS,
      refreshInterval: poll
        ? (order?: Order) => (order?.order_status === ORDER_STATUS_CODE.cardProcessing ? PROCESSING_POLL_MS : 0)
        : 0,
    },
  );
}

/**
 * Cancel (PUT orders/{id} with status 9): the shown order takes the API's answer (read again when the
 * answer holds no order: the spec does not show it), and the lists are read again when next shown. A
 * refusal throws the ApiError with the API's message.
 */
export function useCancelOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      let cancelled: Order | null;
      try {
        cancelled = await call(bffApi(), 'PUT orders/{id}', {
          params: { id },
          body: { order_status: ORDER_STATUS_CODE.cancelled },
        }).then(recordOrNull);
      } catch (error) {
        // Refused: the order may have moved on (paid, shipped); show it as it is now.
        void mutate([ORDER_KEYS.order, id]);
        throw error;
      }
      if (cancelled) {
        await mutate<Order>(
          [ORDER_KEYS.order, id],
          (current) =>
            current
              ? {
                  ...current,
                  ...cancelled,
                  order_items: cancelled.order_items?.length ? cancelled.order_items : current.order_items,
                }
              : cancelled,
          { revalidate: false },
        );
      } else await mutate([ORDER_KEYS.order, id]);
      void mutate((key) => Array.isArray(key) && key[0] === ORDER_KEYS.search, undefined, { revalidate: false });
      return cancelled;
    },
    [mutate],
  );
}
