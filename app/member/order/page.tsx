import { redirect } from 'next/navigation';

/** /member/order → the order list (spec-coverage “Order history pages”); proxy.ts has already sent a visitor to the login page. */
export default function OrderIndex() {
  redirect('/member/order/list');
}
