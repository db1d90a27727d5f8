import { redirect } from 'next/navigation';
import { stepPath } from '@/lib/domain/checkout/steps';

/** /member/shopcart → step 1 (spec member §2); proxy.ts has already sent a visitor to the login page. */
export default function ShopCartIndex() {
  redirect(stepPath(1));
}
