import type { Metadata } from 'next';
import { CartView } from '@/components/checkout/step-one/cart-view';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '購物清單', path: '/member/shopcart/step/1', noindex: true });
}

/** Cart step 1 (spec-coverage “Member area: favourites and cart step 1”): the frame is rendered on the server, the member's cart in the browser through the BFF. */
export default function CartStepOne() {
  return (
    <CheckoutPage step={1}>
      <CartView />
    </CheckoutPage>
  );
}
