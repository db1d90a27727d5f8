'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { stepPath } from '@/lib/domain/checkout/steps';
import { useCheckout } from '@/lib/checkout/use-checkout';
import { usePaymentMethods, useRemittanceDays } from '@/lib/hooks/use-shop-settings';
import { paymentAtom, reachedAtom } from '@/lib/state/checkout-draft';
import { StepStatus } from '../step-status';
import { PaymentForm } from './payment-form';

/** Step 3's island: guarded by the step table; the totals previewed from the draft and the cart. */
export function StepThree() {
  const router = useRouter();
  const checkout = useCheckout(3);
  const methods = usePaymentMethods();
  const days = useRemittanceDays();
  const setPayment = useSetAtom(paymentAtom);
  const [reached, setReached] = useAtom(reachedAtom);
  const failed = [methods, days].find((load) => load.error && !load.data);
  if (checkout.state === 'failed' || failed)
    return <StepStatus retry={checkout.state === 'failed' ? checkout.retry : () => void failed?.mutate()} />;
  if (checkout.state !== 'ready' || !methods.data || !days.data) return <StepStatus />;
  const { preview, productNumbers, postalCode, payment } = checkout.checkout;
  return (
    <PaymentForm
      methods={methods.data}
      days={days.data}
      initial={payment}
      totals={preview}
      productNumbers={productNumbers}
      postalCode={postalCode}
      onChange={setPayment}
      onNext={(values) => {
        setPayment(values);
        setReached(Math.max(reached, 4));
        router.push(stepPath(4));
      }}
    />
  );
}
