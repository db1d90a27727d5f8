'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { browserApi } from '@/lib/api/browser';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { CartLine } from '@/lib/contract/types';
import { taipeiDateTime } from '@/lib/domain/clock';
import { ORDER_MESSAGES } from '@/lib/domain/orders/messages';
import { draftLinesFrom, stepOneBlock, type StepOneBlock } from '@/lib/domain/checkout/step-one';
import { stepPath } from '@/lib/domain/checkout/steps';
import { useShopClosedReading } from './use-shop-closed-reading';
import { draftLinesAtom, reachedAtom } from '@/lib/state/checkout-draft';
import { pendingGiftChoice } from './pending-gift-choice';
import { MEMBER_KEYS } from '@/lib/hooks/use-member';

export type StepOneAlert = { message: string; to: string | null };

/**
 * Step 1's next (spec-coverage “Checkout pages”): reads the settlement days, the shop state and the member's profile
 * afresh, applies the rules in the spec's order (stepOneBlock; the gift-choice seam last), and either
 * raises an alert whose confirmation leads where the rule says, goes to the shop-close page, or builds
 * the draft's order lines from the cart's purchasable lines and opens step 2.
 */
export function useStepOneNext(lines: readonly CartLine[]) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const setLines = useSetAtom(draftLinesAtom);
  const [reached, setReached] = useAtom(reachedAtom);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<StepOneAlert | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reading = useShopClosedReading();

  const next = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    let block: StepOneBlock | null;
    try {
      const [settlements, systems, member] = await Promise.all([
        call(browserApi(), 'GET settlement-days').then(dataOf),
        call(browserApi(), 'GET shop-systems').then(dataOf),
        call(bffApi(), 'GET users').then(dataOf),
      ]);
      void mutate(MEMBER_KEYS.profile, member, { revalidate: false });
      const facts = { settlements, shopSystem: systems[0], member, now: taipeiDateTime(new Date()), reading };
      block =
        stepOneBlock({ ...facts, giftChoicePending: false }) ??
        stepOneBlock({ ...facts, giftChoicePending: await pendingGiftChoice(lines) });
    } catch {
      setBusy(false);
      setFailure(ORDER_MESSAGES.checkFailed);
      return;
    }
    const draft = draftLinesFrom(lines);
    if (block || draft.length === 0) {
      setBusy(false);
      if (!block) setAlert({ message: ORDER_MESSAGES.nothingToOrder, to: null });
      else if (block.message) setAlert({ message: block.message, to: block.to });
      else if (block.to) router.push(block.to);
      return;
    }
    setLines(draft);
    setReached(Math.max(reached, 2));
    // Released at once: Next keeps this page (hidden) for Back, with its state.
    setBusy(false);
    router.push(stepPath(2));
  }, [lines, mutate, reached, reading, router, setLines, setReached]);

  /** The alert's confirmation: go where the rule said, or stay. */
  const confirmAlert = useCallback(() => {
    const to = alert?.to;
    setAlert(null);
    if (to) router.push(to);
  }, [alert, router]);

  return { next, busy, alert, confirmAlert, failure };
}
