'use client';

import { FormFailure } from '@/components/ui/form/form-failure';
import buttons from '@/components/ui/button.module.css';

/** A step page while its data loads, or when it could not load. */
export function StepStatus({ retry }: { retry?: () => void }) {
  if (!retry) return <p role="status">載入中…</p>;
  return (
    <div>
      <FormFailure message="資料載入失敗，請稍後再試。" />
      <button type="button" className={buttons.secondary} onClick={retry}>
        重新載入
      </button>
    </div>
  );
}
