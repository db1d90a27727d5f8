import { redirect } from 'next/navigation';
import { stepPath } from '@/lib/domain/checkout/steps';

/** /member/shopcart → step 1 (spec-coverage “Member area: favourites and cart step 1”); proxy.ts has already sent a visitor to the login page. */
export default function ShopCartIndex() {
  redirect(stepPath(1));
}
