'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { Draw } from '@/lib/contract/types';
import { drawOpenBody, isOpened } from '@/lib/domain/activities';
import { READ_OPTIONS } from './read-options';

export const DRAWS_KEY = 'member/activities_five';

/**
 * An order's red-packet draws (GET activities_five/{order id}); null fetches nothing. `reveal` opens
 * one (PUT activities_five/{order id}/{draw id}) and, once `shownAfter` resolves (the animation),
 * writes the prize into the list; the caller waits for it and shows any refusal.
 */
export function useDraws(orderId: number | null) {
  const draws = useSWR(
    orderId === null ? null : [DRAWS_KEY, orderId],
    () => call(bffApi(), 'GET activities_five/{order_id}', { params: { order_id: orderId as number } }).then(dataOf),
    READ_OPTIONS,
  );
  const { mutate } = draws;

  const reveal = useCallback(
    async (drawId: number, shownAfter: Promise<void>) => {
      if (orderId === null) return;
      const draw = draws.data?.find((item) => item.id === drawId) ?? { id: drawId, product: null };
      const open = call(bffApi(), 'PUT activities_five/{order_id}/{draw_id}', {
        params: { order_id: orderId, draw_id: drawId },
        body: drawOpenBody(draw),
      }).then(dataOf);
      const [opened] = await Promise.all([open, shownAfter]);
      // M §7: the answer may name the prize alone (product_name), without the draw's id: it is the draw opened.
      await mutate(
        (current) => current?.map((item) => (item.id === drawId ? { ...item, ...opened, id: drawId } : item)),
        {
          revalidate: false,
        },
      );
    },
    [orderId, mutate, draws.data],
  );

  return { draws: draws.data, failed: !!draws.error && !draws.data, reveal };
}

/** Whether a draw still waits to be opened. */
export const unopened = (draw: Draw) => !isOpened(draw);
