import type { Metadata } from 'next';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { StepThree } from '@/components/checkout/step-three/step-three';
import { checkoutStep } from '@/lib/domain/checkout/steps';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: checkoutStep(3).label, path: '/member/shopcart/step/3', noindex: true });
}

/** Step 3 (spec-coverage “Checkout pages”): the frame on the server; the member's draft, cart and choices in the browser, through the BFF. */
export default function CartStep3() {
  return (
    <CheckoutPage step={3}>
      <StepThree />
    </CheckoutPage>
  );
}
