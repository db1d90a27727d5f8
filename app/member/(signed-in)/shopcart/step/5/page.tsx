import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { OrderResult } from '@/components/checkout/step-five/order-result';
import { loadShoppingResultViews } from '@/lib/api/loaders/shop';
import { readOrderResult } from '@/lib/domain/checkout/result';
import { checkoutStep, stepPath } from '@/lib/domain/checkout/steps';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: checkoutStep(5).label, path: '/member/shopcart/step/5', noindex: true });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Step 5 (spec member §2): the result the query states (retCode / ret_code / retcode, order_id,
 * order_no, or error=500); without one the member is sent to step 1. A failure shows step 0 on the
 * step bar.
 */
export default async function CartStep5({ searchParams }: Props) {
  const result = readOrderResult(await searchParams);
  if (!result) redirect(stepPath(1));
  const views = await loadShoppingResultViews().catch(() => []);
  return (
    <CheckoutPage step={result.ok ? 5 : 0}>
      <OrderResult result={result} views={views} />
    </CheckoutPage>
  );
}
