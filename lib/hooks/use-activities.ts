'use client';

import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import {
  activityOutcomes,
  reconcileChoices,
  shownToMember,
  type ActivityOutcome,
  type CountedLine,
  type GiftChoices,
} from '@/lib/domain/activities';
import { taipeiDateTime } from '@/lib/domain/clock';
import { giftChoicesAtom } from '@/lib/state/checkout-draft';
import { READ_OPTIONS } from './read-options';
import { useMember } from './use-member';

export const ACTIVITIES_KEY = 'member/activities';

/**
 * The running activities as this member sees them (through the BFF): `is_testing` ones only for a tester
 * (shownToMember), also when the API answered them to anyone; until the member is read, none of them.
 */
export function useActivities() {
  const activities = useSWR(ACTIVITIES_KEY, () => call(bffApi(), 'GET activities').then(dataOf), READ_OPTIONS);
  const isTester = useMember().data?.is_tester === 1;
  const data = useMemo(
    () => activities.data?.filter((activity) => shownToMember(activity, isTester)),
    [activities.data, isTester],
  );
  return { ...activities, data };
}

const sameChoices = (a: GiftChoices, b: GiftChoices) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the order's lines earn from the running activities (spec-coverage “Activities” "Activities"), recomputed
 * whenever the lines change, with the member's product-gift choices from the checkout draft. The
 * choices are reconciled with the outcomes on every change (a choice resets when the count drops) and
 * the reconciled ones written back, so step 4 and the payload read what step 1 shows. Until both the
 * activities and the lines are read, `outcomes` is null and the stored choices are left alone.
 */
export function useGiftOutcomes(lines: readonly CountedLine[] | undefined) {
  const activities = useActivities();
  const [stored, setStored] = useAtom(giftChoicesAtom);

  const outcomes = useMemo<ActivityOutcome[] | null>(
    () => (activities.data && lines ? activityOutcomes(activities.data, lines, taipeiDateTime(new Date())) : null),
    [activities.data, lines],
  );
  const choices = useMemo(() => (outcomes ? reconcileChoices(stored, outcomes) : stored), [outcomes, stored]);

  useEffect(() => {
    if (outcomes && !sameChoices(choices, stored)) setStored(choices);
  }, [outcomes, choices, stored, setStored]);

  /** Takes a product-gift choice (after the member confirmed it), remembering the count it was made at. */
  const choose = useCallback(
    (outcome: ActivityOutcome, productId: number) =>
      setStored((current) => ({ ...current, [outcome.activity_id]: { product_id: productId, times: outcome.times } })),
    [setStored],
  );

  return {
    outcomes,
    choices,
    choose,
    failed: !!activities.error && !activities.data,
    retry: () => void activities.mutate(),
  };
}
