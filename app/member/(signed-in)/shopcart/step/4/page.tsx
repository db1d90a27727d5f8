import type { Metadata } from 'next';
import { CheckoutPage, checkoutStepMetadata } from '@/components/checkout/checkout-page';
import { StepFour } from '@/components/checkout/step-four/step-four';
import { loadTerms } from '@/lib/api/loaders/content';
import { sanitize } from '@/lib/sanitize';

export function generateMetadata(): Promise<Metadata> {
  return checkoutStepMetadata(4);
}

/**
 * Step 4 (spec-coverage “Checkout pages”): the terms (GET terms, public content) are read and sanitized here on
 * the server; the member's order is previewed and submitted in the browser through the BFF.
 */
export default async function CartStep4() {
  const terms = await loadTerms().catch(() => null);
  return (
    <CheckoutPage step={4}>
      <StepFour terms={terms ? { html: sanitize(terms.content), required: terms.status === 1 } : null} />
    </CheckoutPage>
  );
}
