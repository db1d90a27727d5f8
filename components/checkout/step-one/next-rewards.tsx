'use client';

import { useMemo } from 'react';
import type { CartLine } from '@/lib/contract/types';
import { nextRewards, nextRewardText, renewalText } from '@/lib/domain/activities';
import { cartTotals } from '@/lib/domain/cart';
import { purchasableLines } from '@/lib/domain/checkout/step-one';
import { taipeiDateTime } from '@/lib/domain/clock';
import { useActivities } from '@/lib/hooks/use-activities';
import { useMember } from '@/lib/hooks/use-member';
import styles from '@/components/activities/activities.module.css';

/**
 * Step 1's "next reward" (issue "Beyond the spec": what a distributor checks every month): how much more
 * PV earns the next gift or red packet of each running activity, by the same rules the gift rows use,
 * and the year PV still missing to the 6,000 renewal threshold once this order is placed.
 */
export function NextRewards({ lines }: { lines: readonly CartLine[] }) {
  const { data: activities } = useActivities();
  const { data: member } = useMember();
  const counted = useMemo(() => purchasableLines(lines), [lines]);
  const rewards = useMemo(
    () => (activities ? nextRewards(activities, counted, taipeiDateTime(new Date())) : []),
    [activities, counted],
  );
  const renewal = member?.pv ? renewalText(member.pv.year_pv, cartTotals(counted).pv) : null;
  if (!rewards.length && !renewal) return null;
  return (
    <section className={styles.gifts} aria-labelledby="next-rewards-heading">
      <h2 id="next-rewards-heading" className={styles.heading}>
        再多一點就有
      </h2>
      <ul>
        {rewards.map((reward) => (
          <li key={reward.activity_id}>{nextRewardText(reward)}</li>
        ))}
        {renewal ? <li>{renewal}</li> : null}
      </ul>
    </section>
  );
}
