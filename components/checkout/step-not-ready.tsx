import Link from 'next/link';
import { checkoutStep, stepPath, type StepNumber } from '@/lib/domain/checkout/steps';
import buttons from '@/components/ui/button.module.css';
import styles from './checkout.module.css';

/** Steps 2–5 until the ordering issue builds them: said plainly, with the way back to the cart. */
export function StepNotReady({ step }: { step: StepNumber }) {
  return (
    <div className={styles.notReady} role="status">
      <h2 className={styles.notReadyTitle}>{checkoutStep(step).label}</h2>
      <p>此步驟將於下一階段開放，目前尚無法在網路上完成訂購。</p>
      <Link href={stepPath(1)} className={buttons.secondary}>
        回到購物清單
      </Link>
    </div>
  );
}
