'use client';

import { ACTIVITY_MESSAGES, chosenGift, type ActivityOutcome, type GiftChoices } from '@/lib/domain/activities';
import { ActivityWarnings } from './activity-warnings';
import { GiftChoice } from './gift-choice';
import { giftLabel } from './gift-label';
import styles from './activities.module.css';

type Props = {
  outcomes: readonly ActivityOutcome[];
  choices: GiftChoices;
  /** Step 1: the product-gift choices can be made. Without it (step 4) the rows only show what was chosen. */
  onChoose?: (outcome: ActivityOutcome, productId: number) => void;
};

/**
 * The order's gift rows (spec-coverage “Activities” "Cart step 1": below the table; step 4's summary): per
 * activity that gives, offers, draws or warns, its title, its gifts as '<name> X<quantity>', the
 * product-gift choice, the raffle draws earned, and its warnings.
 */
export function GiftRows({ outcomes, choices, onChoose }: Props) {
  if (!outcomes.length) return null;
  return (
    <section className={styles.gifts} aria-labelledby="activity-gifts-heading">
      <h2 id="activity-gifts-heading" className={styles.heading}>
        {ACTIVITY_MESSAGES.giftRowsTitle}
      </h2>
      <ul className={styles.activities}>
        {outcomes.map((outcome) => (
          <li key={outcome.activity_id} className={styles.activity}>
            <h3 className={styles.title}>{outcome.title}</h3>
            <ActivityGifts outcome={outcome} choices={choices} onChoose={onChoose} />
            <ActivityWarnings warnings={outcome.warnings} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActivityGifts({
  outcome,
  choices,
  onChoose,
}: { outcome: ActivityOutcome } & Pick<Props, 'choices' | 'onChoose'>) {
  const chosen = choices[outcome.activity_id]?.product_id ?? null;
  if (outcome.choice && onChoose) {
    return (
      <GiftChoice
        outcome={{ ...outcome, choice: outcome.choice }}
        chosen={chosen}
        onChoose={(productId) => onChoose(outcome, productId)}
      />
    );
  }
  const gifts = outcome.choice
    ? [chosen === null ? null : chosenGift(outcome, chosen)].filter((gift) => gift !== null)
    : outcome.gifts;
  const lines = gifts.map((gift) => giftLabel(gift.name, gift.quantity));
  if (outcome.draws > 0) lines.push(`可獲得紅包抽獎 ${outcome.draws} 次，訂單完成後開啟`);
  if (!lines.length) return null;
  return (
    <ul className={styles.items}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
