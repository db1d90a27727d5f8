import type { ReactNode } from 'react';
import type { StepNumber } from '@/lib/domain/checkout/steps';
import base from '@/components/ui/panel.module.css';
import { ShopClosedReadingProvider } from '@/lib/checkout/use-shop-closed-reading';
import { shopClosedReading } from '@/lib/checkout/shop-closed-reading';
import { StepBar } from './step-bar';

/**
 * The frame of every order step: title and step bar (null: the content draws it, when it depends on
 * what the order is); the step's content below, told how the server reads the shop-closed window.
 */
export async function CheckoutPage({ step, children }: { step: StepNumber | null; children: ReactNode }) {
  const reading = await shopClosedReading();
  return (
    <section className={base.card} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={base.title}>
        購物車
      </h1>
      {step === null ? null : <StepBar current={step} />}
      <ShopClosedReadingProvider reading={reading}>{children}</ShopClosedReadingProvider>
    </section>
  );
}
