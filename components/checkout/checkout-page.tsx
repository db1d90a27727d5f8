import type { ReactNode } from 'react';
import type { StepNumber } from '@/lib/domain/checkout/steps';
import base from '@/components/member/member.module.css';
import { StepBar } from './step-bar';

/** The frame of every order step: title and step bar; the step's content below. */
export function CheckoutPage({ step, children }: { step: StepNumber; children: ReactNode }) {
  return (
    <section className={base.card} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={base.title}>
        購物車
      </h1>
      <StepBar current={step} />
      {children}
    </section>
  );
}
