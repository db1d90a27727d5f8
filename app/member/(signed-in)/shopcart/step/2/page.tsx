import type { Metadata } from 'next';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { StepTwo } from '@/components/checkout/step-two/step-two';
import { checkoutStep } from '@/lib/domain/checkout/steps';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: checkoutStep(2).label, path: '/member/shopcart/step/2', noindex: true });
}

/** Step 2 (spec-coverage “Checkout pages”): the frame on the server; the member's draft, cart and choices in the browser, through the BFF. */
export default function CartStep2() {
  return (
    <CheckoutPage step={2}>
      <StepTwo />
    </CheckoutPage>
  );
}
