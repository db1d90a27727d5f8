import type { Metadata } from 'next';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { StepNotReady } from '@/components/checkout/step-not-ready';
import { checkoutStep } from '@/lib/domain/checkout/steps';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: checkoutStep(2).label, path: '/member/shopcart/step/2', noindex: true });
}

/** Step 2: built by the ordering issue; until then it says so (one folder per step, so any other number is a 404). */
export default function CartStep2() {
  return (
    <CheckoutPage step={2}>
      <StepNotReady step={2} />
    </CheckoutPage>
  );
}
