import type { Metadata } from 'next';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { StepNotReady } from '@/components/checkout/step-not-ready';
import { checkoutStep } from '@/lib/domain/checkout/steps';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: checkoutStep(4).label, path: '/member/shopcart/step/4', noindex: true });
}

/** Step 4: built by the ordering issue; until then it says so (one folder per step, so any other number is a 404). */
export default function CartStep4() {
  return (
    <CheckoutPage step={4}>
      <StepNotReady step={4} />
    </CheckoutPage>
  );
}
