'use client';

import { useState } from 'react';
import { ACTIVITY_MESSAGES, chosenUnits, type ActivityOutcome } from '@/lib/domain/activities';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { Confirm } from '@/components/ui/modal';
import { giftLabel } from './gift-label';
import styles from './activities.module.css';

type Props = {
  outcome: ActivityOutcome & { choice: NonNullable<ActivityOutcome['choice']> };
  chosen: number | null;
  onChoose: (productId: number) => void;
};

/**
 * A product-gift activity's choice (spec-coverage “Activities” "Activities"): a radio group of its gifts, each
 * with the units it would give; an option asks 是否確認選擇的選項？ before it is taken, and declining
 * leaves the previous choice (the group is controlled, so the radio the member pressed springs back).
 * A gift without quota left cannot be chosen.
 */
export function GiftChoice({ outcome, chosen, onChoose }: Props) {
  const [asking, setAsking] = useState<number | null>(null);
  const options = outcome.choice.options.map((gift) => ({ gift, units: chosenUnits(outcome, gift.product_id) }));
  const askedGift = options.find(({ gift }) => gift.product_id === asking);

  return (
    <>
      <ChoiceGroup
        legend={`請選擇贈品（可選 ${outcome.choice.units} 份）`}
        name={`activity-gift-${outcome.activity_id}`}
        value={chosen === null ? '' : String(chosen)}
        choices={options.map(({ gift, units }) => ({
          value: String(gift.product_id),
          label: units > 0 ? giftLabel(gift.name, units) : `${gift.name}（已送完）`,
          disabled: units === 0,
        }))}
        onChange={(value) => setAsking(Number(value))}
        hint={chosen === null ? ACTIVITY_MESSAGES.choiceRequired : undefined}
      />
      {askedGift ? (
        <Confirm
          title={ACTIVITY_MESSAGES.confirmChoice}
          className={styles.giftDialog}
          onConfirm={() => {
            onChoose(askedGift.gift.product_id);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        >
          {giftLabel(askedGift.gift.name, askedGift.units)}
        </Confirm>
      ) : null}
    </>
  );
}
