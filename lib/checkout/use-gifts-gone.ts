'use client';

import { useRef } from 'react';
import { ACTIVITY_MESSAGES, type ActivityOutcome } from '@/lib/domain/activities';
import type { useSubmitAlert } from './use-submit-alert';

type Alerts = Pick<ReturnType<typeof useSubmitAlert>, 'ask' | 'react' | 'backToCart'>;

/**
 * Gifts that ran out when the order was sent (4010 / 4013, by the activity error_activity_id names): a
 * product-gift activity sends the member back to step 1 to choose again; for another the member is asked
 * whether to order without them: yes adds the activity to `agreedWithout` (agree_freebie_none_ids) and
 * submits again, no goes to step 1. The agreement lasts while step 4 stays open.
 */
export function useGiftsGone(outcomes: readonly ActivityOutcome[], { ask, react, backToCart }: Alerts) {
  const agreedWithout = useRef<number[]>([]);

  const giftsGone = (
    message: string,
    detail: string | undefined,
    activityId: number | undefined,
    again: () => void,
  ) => {
    const outcome = outcomes.find((candidate) => candidate.activity_id === activityId);
    if (!outcome) return react.step1(message, detail);
    if (outcome.type === 'RuleProduct') return react.step1(ACTIVITY_MESSAGES.someGiftsGone);
    ask(
      ACTIVITY_MESSAGES.continueWithout(outcome.title),
      () => {
        agreedWithout.current = [...new Set([...agreedWithout.current, outcome.activity_id])];
        again();
      },
      backToCart,
    );
  };

  return { agreedWithout, giftsGone };
}
