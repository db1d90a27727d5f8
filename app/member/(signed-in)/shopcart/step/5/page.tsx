import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutPage, checkoutStepMetadata } from '@/components/checkout/checkout-page';
import { OrderResult } from '@/components/checkout/step-five/order-result';
import { loadShoppingResultViews } from '@/lib/api/loaders/shop';
import { readOrderResult } from '@/lib/domain/checkout/result';
import { stepPath } from '@/lib/domain/checkout/steps';

export function generateMetadata(): Promise<Metadata> {
  return checkoutStepMetadata(5);
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Step 5 (spec-coverage “Checkout pages”): the order the query names (order_id, with retCode / ret_code / retcode
 * saying which way the member came back), shown as the API says it is; or error=500. Without either
 * the member is sent to step 1. The step bar is drawn with the result (step 0 when the order failed).
 */
export default async function CartStep5({ searchParams }: Props) {
  const result = readOrderResult(await searchParams);
  if (!result) redirect(stepPath(1));
  const views = await loadShoppingResultViews().catch(() => []);
  return (
    <CheckoutPage step={null}>
      <OrderResult result={result} views={views} />
    </CheckoutPage>
  );
}
