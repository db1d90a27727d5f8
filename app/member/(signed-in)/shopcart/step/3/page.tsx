import type { Metadata } from 'next';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { StepNotReady } from '@/components/checkout/step-not-ready';
import { checkoutStep } from '@/lib/domain/checkout/steps';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: checkoutStep(3).label, path: '/member/shopcart/step/3', noindex: true });
}

/** Step 3: built by the ordering issue; until then it says so (one folder per step, so any other number is a 404). */
export default function CartStep3() {
  return (
    <CheckoutPage step={3}>
      <StepNotReady step={3} />
    </CheckoutPage>
  );
}
