'use client';

import type { CartLine } from '@/lib/contract/types';
import { useStepOneNext } from '@/lib/checkout/use-step-one-next';
import { FormFailure } from '@/components/ui/form/form-failure';
import buttons from '@/components/ui/button.module.css';
import { Notice } from '@/components/ui/modal';

/** The cart's "next" (spec-coverage “Checkout pages” "Step 1 next"): disabled while the shop's state is read, its alerts as dialogs. */
export function StepOneNextButton({ lines }: { lines: readonly CartLine[] }) {
  const { next, busy, alert, confirmAlert, failure } = useStepOneNext(lines);
  return (
    <>
      <button type="button" className={buttons.primary} onClick={() => void next()} disabled={busy} aria-busy={busy}>
        {busy ? '處理中…' : '下一步'}
      </button>
      {failure ? <FormFailure message={failure} /> : null}
      {alert ? (
        <Notice title="提醒" onConfirm={confirmAlert}>
          {alert.message}
        </Notice>
      ) : null}
    </>
  );
}
