import type { ReactNode } from 'react';
import { checkoutStep, stepPath, type StepNumber } from '@/lib/domain/checkout/steps';
import { MemberPanel, memberPageMetadata } from '@/components/member/member-panel';
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
    <MemberPanel title="購物車" headingId="checkout-title">
      {step === null ? null : <StepBar current={step} />}
      <ShopClosedReadingProvider reading={reading}>{children}</ShopClosedReadingProvider>
    </MemberPanel>
  );
}

/** A step page's metadata: the step's label and path. */
export const checkoutStepMetadata = (step: StepNumber) => memberPageMetadata(checkoutStep(step).label, stepPath(step));

/** The exports of a step page whose content is the same for every member (what it shows is read in the browser). */
export function checkoutStepRoute(step: StepNumber, content: ReactNode) {
  return {
    generateMetadata: () => checkoutStepMetadata(step),
    Page: () => <CheckoutPage step={step}>{content}</CheckoutPage>,
  };
}
