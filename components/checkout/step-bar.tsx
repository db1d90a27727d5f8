import { stepBar, type StepNumber } from '@/lib/domain/checkout/steps';
import styles from './checkout.module.css';

/** The order steps' bar (labels from lib/domain/checkout/steps), the current one marked for screen readers. */
export function StepBar({ current }: { current: StepNumber }) {
  const steps = stepBar(current);
  return (
    <ol className={styles.stepBar} aria-label="購物步驟">
      {steps.map(({ step, label }) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          data-state={step === current ? 'current' : step < current || current === 0 ? 'done' : 'todo'}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {step === 0 ? '!' : step}
          </span>
          <span>{label}</span>
        </li>
      ))}
    </ol>
  );
}
