'use client';

import { useMemo } from 'react';
import type { CartLine } from '@/lib/contract/types';
import { purchasableLines } from '@/lib/domain/checkout/step-one';
import { useGiftOutcomes } from '@/lib/hooks/use-activities';
import { GiftRows } from '@/components/activities/gift-rows';
import { FormFailure } from '@/components/ui/form/form-failure';
import buttons from '@/components/ui/button.module.css';

/**
 * Step 1's gift rows under the cart table: what the lines the order will be built from earn (the
 * purchasable ones, as step 1's next counts them), recomputed on every cart change, with the
 * product-gift choices kept in the checkout draft.
 */
export function CartGifts({ lines }: { lines: readonly CartLine[] }) {
  const counted = useMemo(() => purchasableLines(lines), [lines]);
  const { outcomes, choices, choose, failed, retry } = useGiftOutcomes(counted);
  if (failed) {
    return (
      <div>
        <FormFailure message="活動贈品資料讀取失敗" />
        <button type="button" className={buttons.secondary} onClick={retry}>
          重新載入活動
        </button>
      </div>
    );
  }
  return outcomes ? <GiftRows outcomes={outcomes} choices={choices} onChoose={choose} /> : null;
}
