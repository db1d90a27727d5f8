import { taipeiDateTime } from '@/lib/domain/clock';
import { getDb } from '../../db/client';
import { expireOverdue } from './order-life';
import { log } from '@/lib/node/log.mjs';
import { inSpan } from '@/lib/node/tracing.mjs';
import { processSlot } from '@/lib/node/process-state.mjs';

/** How often the sweep looks for unpaid orders past their deadline. */
export const SWEEP_INTERVAL_MS = 60_000;

/** The process's one sweep timer (lib/node/process-state.mjs): every copy of this module finds it. */
const sweepTimer = processSlot<ReturnType<typeof setInterval>>('orderSweep');

/** Expires every overdue order, in batches, and answers how many this process moved. */
export function sweepOverdueOrders(now = taipeiDateTime(new Date())) {
  return inSpan('orders.sweep', {}, async (span) => {
    const db = await getDb();
    let total = 0;
    for (;;) {
      const moved = await expireOverdue(db, now);
      total += moved;
      if (moved === 0) {
        span?.setAttribute('shop.orders.expired', total);
        return total;
      }
    }
  });
}

/**
 * Starts the periodic sweep once per process, from the first request the embedded API serves: never
 * during `next build` (its workers render pages through the API) nor under Jest (tests call the sweep).
 * Orders also expire whenever they are read, so the sweep only frees the stock of orders nobody looks
 * at. Several instances may sweep at once: each order moves in a conditional update, once. A timer
 * plus conditional updates needs no job library: there is nothing to schedule but "every minute".
 */
export function startOrderSweep() {
  if (sweepTimer.get() || process.env.NEXT_PHASE === 'phase-production-build' || process.env.JEST_WORKER_ID) return;
  const timer = setInterval(() => {
    sweepOverdueOrders().catch((err: unknown) => log.error({ err }, 'the sweep of unpaid orders failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  sweepTimer.set(timer);
}
